import { useTranslation } from 'react-i18next';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import { AUDIENCES, uniformVisibility } from './visibility-form.tsx';

/**
 * What holds now: one state for everyone, or, when the audiences differ (set through the API), each
 * audience's setting and the summary the profile shows (the most open one counts).
 */
export function VisibilityStatus({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation('visibility');
  const uniform = uniformVisibility(settings);
  return (
    <section
      aria-labelledby="visibility-current"
      className="rounded-lg border border-line bg-surface p-5"
      aria-live="polite"
    >
      <h2 id="visibility-current" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('current.title')}
      </h2>
      {uniform ? (
        <p className="mt-2 text-lg">{t(`current.${uniform}`)}</p>
      ) : (
        <>
          <p className="mt-2 text-lg">{t('current.custom')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {AUDIENCES.map((audience) => (
              <div key={audience} className="contents">
                <dt className="font-semibold">{t(`audiences.${audience}`)}</dt>
                <dd>{t(`choices.${settings[audience]}.label`)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            {t(`current.summary.${settings.visibility}`)} {t('current.customHint')}
          </p>
        </>
      )}
    </section>
  );
}
