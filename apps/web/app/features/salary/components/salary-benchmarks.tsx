import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SalaryBreakdowns, SalaryFigurePayload } from '@laufbahn/contracts/salary';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { BulletList, contentLinkClass } from '../../../components/layout/content-section.tsx';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { premiumOfferPath } from '../../../lib/paths.ts';

interface Row {
  label: string;
  figure: SalaryFigurePayload;
}

function BreakdownTable({ id, caption, rows }: { id: string; caption: string; rows: Row[] }) {
  const { t } = useTranslation(['salary', 'reference']);
  const format = useFormats();
  return (
    // Scrolls sideways on a narrow screen; focusable so that a keyboard can scroll it too.
    <div className="mt-5 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className="w-full text-left text-sm">
        <caption id={`${id}-caption`} className="mb-2 text-left font-semibold">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('benchmarks.group')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('result.median')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('benchmarks.range')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('benchmarks.positions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.label}
              </th>
              {row.figure.median === null || row.figure.p25 === null || row.figure.p75 === null ? (
                <td colSpan={2} className="py-2 pr-3 text-right text-muted">
                  {t('benchmarks.tooFew')}
                </td>
              ) : (
                <>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.money(row.figure.median)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {t('reference:salary.between', {
                      min: format.money(row.figure.p25),
                      max: format.money(row.figure.p75),
                    })}
                  </td>
                </>
              )}
              <td className="py-2 text-right tabular-nums">{format.number(row.figure.basis.sampleSize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Premium's benchmarks: the same figure by region, company size and industry, and where the member's salary sits. */
export function SalaryBenchmarks({
  benchmarks,
  taxonomies,
}: {
  benchmarks: SalaryBreakdowns;
  taxonomies: Taxonomies | null;
}) {
  const { t } = useTranslation(['salary', 'reference']);
  const format = useFormats();
  const own = benchmarks.ownPosition;
  return (
    <section aria-labelledby="benchmarks-heading" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="benchmarks-heading" className="font-serif text-2xl">
        {t('benchmarks.heading')}
      </h2>
      <p className="mt-3 leading-relaxed">
        {own
          ? t('benchmarks.own', { salary: format.money(own.salary), percent: format.percent(own.percentile / 100) })
          : t('benchmarks.ownMissing')}
      </p>
      {benchmarks.byRegion.length > 0 ? (
        <BreakdownTable
          id="by-region"
          caption={t('benchmarks.byRegion')}
          rows={benchmarks.byRegion.map((row) => ({ label: row.key, figure: row.figure }))}
        />
      ) : (
        <p className="mt-5 text-sm text-muted">{t('benchmarks.noRegions')}</p>
      )}
      {benchmarks.bySize.length > 0 && (
        <BreakdownTable
          id="by-size"
          caption={t('benchmarks.bySize')}
          rows={benchmarks.bySize.map((row) => ({ label: t(`sizes.${row.key}`), figure: row.figure }))}
        />
      )}
      {benchmarks.byIndustry.length > 0 && (
        <BreakdownTable
          id="by-industry"
          caption={t('benchmarks.byIndustry')}
          rows={benchmarks.byIndustry.map((row) => ({
            label: nameOf(taxonomies?.industries, row.key) ?? String(row.key),
            figure: row.figure,
          }))}
        />
      )}
    </section>
  );
}

/** What a Basic member would see with Premium, and the way there. */
export function SalaryUpsell() {
  const { t } = useTranslation(['salary', 'reference']);
  return (
    <section aria-labelledby="upsell-heading" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="upsell-heading" className="font-serif text-2xl">
        {t('upsell.heading')}
      </h2>
      <p className="mt-2 leading-relaxed">{t('upsell.lead')}</p>
      <BulletList items={[t('upsell.region'), t('upsell.size'), t('upsell.industry'), t('upsell.own')]} />
      <p className="mt-4">
        <Link to={premiumOfferPath('salary_calculator')} className={contentLinkClass}>
          {t('upsell.cta')}
        </Link>
      </p>
    </section>
  );
}
