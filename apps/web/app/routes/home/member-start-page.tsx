import { useTranslation } from 'react-i18next';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { ReceivedContactRequests } from '@laufbahn/contracts/contact-requests';
import type { ApplicationsList, RecommendationsList, SavedSearchList } from '@laufbahn/contracts/jobs';
import type { Membership as MembershipDetails } from '@laufbahn/contracts/membership';
import type { ProfileViews } from '@laufbahn/contracts/network';
import type { Profile } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { GoalRecommendations } from '../../features/jobs/components/start/goal-recommendations.tsx';
import { LatestApplications } from '../../features/jobs/components/start/latest-applications.tsx';
import { SavedSearchNews } from '../../features/jobs/components/start/saved-search-news.tsx';
import { ProfileProgress } from '../../features/profile/components/profile-progress.tsx';
import { RecruiterActivity } from '../../features/recruiter/components/start/recruiter-activity.tsx';
import { membershipOf } from '../../lib/account/membership.ts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MembershipSection } from './start/membership-section.tsx';

/** What the home page's loader read for a signed-in member; a part that could not be read is null. */
export interface MemberStartData {
  profile: Profile;
  goals: CareerStep[] | null;
  recommendations: RecommendationsList | null;
  savedSearches: SavedSearchList | null;
  applications: ApplicationsList | null;
  contactRequests: ReceivedContactRequests | null;
  profileViews: ProfileViews | null;
  membership: MembershipDetails | null;
  taxonomies: Taxonomies | null;
}

/**
 * `/` for a signed-in member: their own start page. The main column holds what is new for them (positions for their
 * career goals, new positions in saved searches, their applications, headhunters' contact requests and profile
 * views); the side column their profile and membership. A new part is one more `StartSection`.
 */
export function MemberStartPage({ data }: { data: MemberStartData }) {
  const { t } = useTranslation('home');
  const { account } = useRootData();
  const membership = membershipOf(account ?? { premium: false });
  const name = [data.profile.personalInformation.name, data.profile.personalInformation.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <title>{t('pageTitle')}</title>
      <section className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 lg:py-12">
          <h1 className="font-serif text-3xl leading-tight break-words lg:text-4xl">
            {name ? t('greeting', { name }) : t('greetingNoName')}
          </h1>
          <p className="max-w-3xl text-lg text-white/90">{t('lead')}</p>
          <p>
            <span
              className="inline-flex items-center rounded-full bg-white/15 px-3 py-1 text-sm font-semibold"
              data-testid="membership-tier"
            >
              {membership.tier === 'premium' ? t('membership.premium') : t('membership.basic')}
            </span>
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={paths.jobs.search} variant="inverse">
              {t('home.findJobs', { ns: 'jobs' })}
            </LinkButton>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-12">
        <div className="flex min-w-0 flex-col gap-6">
          <GoalRecommendations
            goals={data.goals}
            items={data.recommendations?.items ?? null}
            taxonomies={data.taxonomies}
          />
          <SavedSearchNews list={data.savedSearches} taxonomies={data.taxonomies} />
          <LatestApplications list={data.applications} />
          <RecruiterActivity requests={data.contactRequests} views={data.profileViews} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileProgress profile={data.profile} />
          <MembershipSection
            membership={membership}
            subscription={data.membership?.subscription ?? null}
            use={data.membership?.premiumUse ?? null}
            recommendations={data.recommendations?.items ?? null}
          />
        </div>
      </div>
    </>
  );
}
