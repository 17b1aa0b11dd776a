import { useTranslation } from 'react-i18next';

/** "Step 2 of 6" with a bar: where the member is in the add flow. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('careerGoal');
  return (
    <div className="mb-6 flex flex-col gap-2">
      <p className="text-sm font-semibold text-muted">{t('progress', { current, total })}</p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-brand" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
