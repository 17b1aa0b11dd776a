import { useTranslation } from 'react-i18next';
import type { GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import { stageStates, type StageState } from '../model/stages.ts';

function StageIcon({ state }: { state: StageState }) {
  if (state === 'done')
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 text-success">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  if (state === 'active')
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 text-brand motion-safe:animate-spin">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M12 2a10 10 0 0 1 10 10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    );
  if (state === 'failed')
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 text-danger">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m8.5 8.5 7 7m0-7-7 7" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 text-line">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The stages of spec section 4 as they happen, each done, in progress or waiting. A polite live region
 * announces each new stage, so a screen reader follows along without hunting through the list.
 */
export function ScanStages({
  status,
  readyAnnouncement,
}: {
  status: GeneratedProfileStatusAnswer | undefined;
  /** What the live region says once the profile is ready, where the page goes on differently. */
  readyAnnouncement?: string;
}) {
  const { t } = useTranslation('cv');
  const stages = stageStates(status);
  const active = stages.findIndex((entry) => entry.state === 'active' || entry.state === 'failed');
  const announcement =
    status?.status === 'ready'
      ? (readyAnnouncement ?? t('scan.announceReady'))
      : active >= 0
        ? t(stages[active]!.state === 'failed' ? 'scan.announceFailed' : 'scan.announceActive', {
            stage: t(`stages.${stages[active]!.stage}.${stages[active]!.state === 'failed' ? 'label' : 'active'}`),
            step: active + 1,
            total: stages.length,
          })
        : '';
  return (
    <>
      <ol
        aria-label={t('scan.stagesLabel')}
        className="flex flex-col gap-1 rounded-lg border border-line bg-white p-3 sm:p-5"
      >
        {stages.map(({ stage, state }) => (
          <li
            key={stage}
            aria-current={state === 'active' ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-md px-2 py-2.5 ${state === 'active' ? 'bg-surface' : ''}`}
          >
            <StageIcon state={state} />
            <span
              className={`min-w-0 flex-1 ${state === 'waiting' ? 'text-muted' : 'text-ink'} ${state === 'active' ? 'font-semibold' : ''}`}
            >
              {t(`stages.${stage}.${state === 'active' ? 'active' : state === 'done' ? 'done' : 'label'}`)}
            </span>
            <span
              className={`shrink-0 text-sm ${state === 'failed' ? 'font-semibold text-danger' : state === 'done' ? 'text-success' : 'text-muted'}`}
            >
              {t(`scan.state.${state}`)}
            </span>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
