import { useTranslation } from 'react-i18next';
import type { SalaryBasisPayload, SalaryFigurePayload } from '@laufbahn/contracts/salary';
import { useFormats } from '../../../lib/use-formats.ts';

/** The inputs' labels, as the form names them. */
const FILTER_LABELS = {
  careerLevelId: 'salary:form.careerLevel',
  functionId: 'salary:form.function',
  industryId: 'salary:form.industry',
  region: 'salary:form.place',
  sizeBand: 'salary:form.companySize',
} as const;

/** "Based on 214 positions published from … to …", and which of the inputs were let go because too few matched. */
export function BasisNote({
  basis,
  widenedKey = 'salary:basis.widened',
}: {
  basis: SalaryBasisPayload;
  /** How the page says which inputs were let go (the calculator speaks of the member's own). */
  widenedKey?: string;
}) {
  const { t } = useTranslation(['salary', 'reference']);
  const format = useFormats();
  const period = { from: format.date(basis.periodFrom), to: format.date(basis.periodTo) };
  return (
    <div className="mt-3 space-y-1 text-sm text-muted">
      <p>
        {basis.source === 'positions'
          ? t('basis.positions', { count: basis.sampleSize, number: format.number(basis.sampleSize), ...period })
          : t('basis.members', { count: basis.sampleSize, number: format.number(basis.sampleSize) })}
      </p>
      {basis.widened.length > 0 && (
        <p>{t(widenedKey, { names: basis.widened.map((name) => t(FILTER_LABELS[name])).join(', ') })}</p>
      )}
    </div>
  );
}

/** Median and middle half, or why there is no figure. */
export function SalaryFigureView({ figure, withheldText }: { figure: SalaryFigurePayload; withheldText: string }) {
  const { t } = useTranslation(['salary', 'reference']);
  const format = useFormats();
  if (figure.withheld || figure.median === null || figure.p25 === null || figure.p75 === null) {
    return <p className="mt-2 leading-relaxed">{withheldText}</p>;
  }
  return (
    <dl className="mt-3 grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted">{t('result.median')}</dt>
        <dd className="font-serif text-3xl">{format.money(figure.median)}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{t('result.range')}</dt>
        <dd className="font-serif text-2xl">
          {t('reference:salary.between', { min: format.money(figure.p25), max: format.money(figure.p75) })}
        </dd>
      </div>
    </dl>
  );
}
