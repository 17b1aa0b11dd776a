import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { profileViewsEndpoint } from '../../features/recruiter/api/profile-views.ts';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData } from '../../lib/endpoint.ts';
import { profilePaths } from '../../lib/paths.ts';
import { useFormats } from '../../lib/use-formats.ts';
import type { Route } from './+types/recruiters-on-my-profile-page';

export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  return { views: await loadData(args.context, profileViewsEndpoint) };
}

/** "Recruiters on my profile": which recruiter of which organisation looked, and when (kept 12 months). */
export default function RecruitersOnMyProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const views = loaderData.views;
  return (
    <ContentPage
      title={t('menu.recruitersOnProfile', { ns: 'account' })}
      lead={t('area.recruitersOnProfile.lead', { ns: 'account' })}
    >
      {views && views.views.length > 0 ? (
        <section aria-labelledby="profile-views" className="flex flex-col gap-4">
          <h2 id="profile-views" className="font-serif text-xl">
            {t('profileViews.list')}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
            {views.views.map((view) => (
              <li
                key={`${view.organisationName}-${view.recruiterName}-${view.viewedAt}`}
                className="flex flex-col gap-1 p-4"
              >
                <p className="font-semibold">{view.organisationName}</p>
                <p className="text-sm">
                  {view.recruiterName}
                  {' · '}
                  {t(`kinds.${view.organisationKind}`, { ns: 'recruiter' })}
                </p>
                <p className="text-sm text-muted">
                  {t('profileViews.viewedAt', { date: formats.date(view.viewedAt) })}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t('profileViews.kept', { count: views.keptMonths })}</p>
        </section>
      ) : (
        <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="area-empty">
          <h2 id="area-empty" className="font-serif text-xl">
            {t('area.recruitersOnProfile.emptyTitle', { ns: 'account' })}
          </h2>
          <p className="mt-2 leading-relaxed">{t('area.recruitersOnProfile.emptyText', { ns: 'account' })}</p>
        </section>
      )}
      <p>
        <Link to={profilePaths.visibility} className="font-semibold text-brand underline">
          {t('profileViews.visibility')}
        </Link>
      </p>
    </ContentPage>
  );
}
