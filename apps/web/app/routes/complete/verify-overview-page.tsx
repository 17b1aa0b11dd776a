import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useGeneratedProfile } from '../../features/cv/api/get-generated-profile.ts';
import { CvFacts } from '../../features/cv/components/cv-facts.tsx';
import { PositionChecks, positionChecksId } from '../../features/cv/components/position-checks.tsx';
import { PositionMapping } from '../../features/cv/components/position-mapping.tsx';
import { SalaryEvaluationCard } from '../../features/cv/components/salary-evaluation-card.tsx';
import { uncertainFields } from '../../features/cv/model/confidence.ts';
import { ProfileSections } from '../../features/profile/components/profile-sections.tsx';
import { completePaths } from '../../lib/paths.ts';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { useVerifyLayoutData } from './verify-layout.tsx';

/** `/complete/:profileId/verify`: everything read from the CV, marked where it needs checking. */
export default function VerifyOverviewPage() {
  const { t } = useTranslation('cv');
  const loaded = useVerifyLayoutData();
  const { data: profile } = useGeneratedProfile(loaded.profile.id, loaded.profile);
  const { data: taxonomies } = useTaxonomies(loaded.taxonomies);
  if (!profile) return null;
  const paths = completePaths.verify(profile.id);

  return (
    <>
      <title>{`${t('verify.title')} – Laufbahn`}</title>
      <h1 className="font-serif text-3xl lg:text-4xl">{t('verify.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('verify.lead')}</p>
      <div className="mt-8 flex flex-col gap-5">
        <CvFacts profile={profile} uncertainCount={uncertainFields(profile).size} />
        <ProfileSections
          profile={profile}
          taxonomies={taxonomies}
          positionNote={(position) => (
            <>
              <PositionChecks position={position} profile={profile} />
              <PositionMapping position={position} profile={profile} taxonomies={taxonomies} />
            </>
          )}
          positionDescribedBy={(position) =>
            profile.positionChecks[String(position.identifier)]?.length ? positionChecksId(position) : undefined
          }
        />
        <SalaryEvaluationCard evaluation={profile.salaryEvaluation} taxonomies={taxonomies} editTo={paths.addSalary} />
      </div>
      <div className="mt-10 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">{t('verify.next')}</p>
        <LinkButton to={paths.complete} className="shrink-0">
          {t('verify.continue')}
        </LinkButton>
      </div>
    </>
  );
}
