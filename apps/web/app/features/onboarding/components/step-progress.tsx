import { useTranslation } from 'react-i18next';

/** "Schritt 3 von 14" with a bar: where the visitor is in the wizard. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <p className="text-sm font-semibold text-muted">{t('progress', { current, total })}</p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-brand" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
