import { useTranslation } from 'react-i18next';

export const FLOW_STEPS = ['upload', 'scan', 'verify', 'confirm'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * Where the member is in the completion flow: upload, evaluation, checking, confirming. Phones show the
 * current step in words above the bars; wider screens name every step under its bar.
 */
export function FlowProgress({ current }: { current: FlowStep }) {
  const { t } = useTranslation('cv');
  const at = FLOW_STEPS.indexOf(current);
  const stepOf = (index: number) => t('flow.stepOf', { step: index + 1, total: FLOW_STEPS.length });
  return (
    <nav aria-label={t('flow.label')} className="mb-8">
      <p aria-hidden="true" className="mb-2 text-sm sm:hidden">
        {`${stepOf(at)} `}
        <span className="font-semibold">{t(`flow.steps.${current}`)}</span>
      </p>
      <ol className="flex gap-2 text-sm">
        {FLOW_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === at ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
          >
            <span
              className={`h-1.5 rounded-full ${index < at ? 'bg-success' : index === at ? 'bg-brand' : 'bg-line'}`}
              aria-hidden="true"
            />
            <span className={`sr-only sm:not-sr-only ${index === at ? 'font-semibold text-ink' : 'text-muted'}`}>
              <span className="sr-only">{`${stepOf(index)} `}</span>
              {t(`flow.steps.${step}`)}
              {index < at && <span className="sr-only">{` ${t('flow.done')}`}</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
