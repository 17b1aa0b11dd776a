import { useTranslation } from 'react-i18next';
import type { SiteFigures as Figures } from '@laufbahn/contracts/site-figures';
import { useFormats } from '../../../lib/use-formats.ts';

/**
 * "Laufbahn in figures": only figures that are true — counted from the data, or stated by the operator, who answers
 * for them — and only when there is one worth showing. Large figures read in words ("8 Millionen").
 */
export function SiteFigures({ figures }: { figures: Figures | null }) {
  const { t } = useTranslation('home');
  if (!figures || figures.figures.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-5 py-12" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="mb-6 font-serif text-2xl">
        {t('figures.title')}
      </h2>
      <SiteFigureList figures={figures} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}

/** The figures alone, for a page that gives them a heading of its own (the "about us" page). */
export function SiteFigureList({ figures, className }: { figures: Figures; className: string }) {
  const { t } = useTranslation('home');
  const format = useFormats();
  return (
    <ul className={className} data-testid="site-figures">
      {figures.figures.map((figure) => {
        const number = figure.value >= 1_000_000 ? format.millions(figure.value) : format.number(figure.value);
        return (
          <li
            key={figure.key}
            className="rounded-lg border border-line bg-surface p-4 text-lg font-semibold"
            data-source={figure.source}
          >
            {t(`figures.${figure.source}.${figure.key}`, { count: figure.value, number })}
          </li>
        );
      })}
    </ul>
  );
}
