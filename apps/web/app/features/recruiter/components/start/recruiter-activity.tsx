import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceivedContactRequests } from '@laufbahn/contracts/contact-requests';
import type { ProfileViews } from '@laufbahn/contracts/network';
import { StartEmpty, StartSection } from '../../../../components/layout/start-section.tsx';
import { paths, profilePaths } from '../../../../lib/paths.ts';
import { useFormats } from '../../../../lib/use-formats.ts';

/** Profile views counted on the start page: those of the last 30 days. */
const RECENT_DAYS = 30;

/**
 * "Headhunters and recruiters" on the start page: contact requests still waiting for the member's answer, and who
 * looked at the profile lately, each with the way to the whole list. Neither yet: what decides whether anyone finds
 * the member (visibility, a complete profile).
 */
export function RecruiterActivity({
  requests,
  views,
  now = new Date(),
}: {
  requests: ReceivedContactRequests | null;
  views: ProfileViews | null;
  now?: Date;
}) {
  const { t } = useTranslation('home');
  const format = useFormats();
  const title = t('recruiters.title');
  if (requests === null && views === null) {
    return (
      <StartSection id="start-recruiters" title={title}>
        <p className="text-muted">{t('unavailable')}</p>
      </StartSection>
    );
  }
  const pending = (requests?.requests ?? []).filter((request) => request.status === 'pending');
  const since = now.getTime() - RECENT_DAYS * 24 * 3600 * 1000;
  const recent = (views?.views ?? []).filter((view) => new Date(view.viewedAt).getTime() >= since);
  if (pending.length === 0 && recent.length === 0 && (requests?.requests.length ?? 0) === 0) {
    return (
      <StartSection id="start-recruiters" title={title}>
        <StartEmpty
          text={t('recruiters.none')}
          actions={[
            { to: profilePaths.visibility, label: t('recruiters.toVisibility') },
            { to: paths.member.recruitersOnProfile, label: t('recruiters.toViews') },
          ]}
        />
      </StartSection>
    );
  }
  const latestRequest = pending[0];
  const latestView = recent[0];
  return (
    <StartSection id="start-recruiters" title={title}>
      <ul>
        <li className="flex flex-col gap-0.5 border-b border-line py-3" data-testid="start-contact-requests">
          {requests === null ? (
            <span className="text-muted">{t('unavailable')}</span>
          ) : (
            <>
              <Link to={paths.member.contactRequests} className="font-semibold text-brand underline">
                {pending.length > 0 ? t('recruiters.pending', { count: pending.length }) : t('recruiters.noPending')}
              </Link>
              {latestRequest && (
                <span className="break-words text-sm text-muted">
                  {t('recruiters.latest', {
                    organisation: latestRequest.organisationName,
                    date: format.date(latestRequest.createdAt),
                  })}
                </span>
              )}
            </>
          )}
        </li>
        <li className="flex flex-col gap-0.5 py-3" data-testid="start-profile-views">
          {views === null ? (
            <span className="text-muted">{t('unavailable')}</span>
          ) : (
            <>
              <Link to={paths.member.recruitersOnProfile} className="font-semibold text-brand underline">
                {t('recruiters.views', { count: recent.length })}
              </Link>
              {latestView && (
                <span className="break-words text-sm text-muted">
                  {t('recruiters.latest', {
                    organisation: latestView.organisationName,
                    date: format.date(latestView.viewedAt),
                  })}
                </span>
              )}
            </>
          )}
        </li>
      </ul>
    </StartSection>
  );
}
