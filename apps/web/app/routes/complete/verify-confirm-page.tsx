import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../components/ui/toaster.tsx';
import { useGeneratedProfile } from '../../features/cv/api/get-generated-profile.ts';
import { ConfirmProfile } from '../../features/cv/components/confirm-profile.tsx';
import { completePaths, profilePaths } from '../../lib/paths.ts';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import type { ProfileOverviewState } from '../profile/overview-page.tsx';
import { useVerifyLayoutData } from './verify-layout.tsx';

/** `/complete/:profileId/verify/complete`: visibility, a last look, and the confirmation. */
export default function VerifyConfirmPage() {
  const { t } = useTranslation('cv');
  const navigate = useNavigate();
  const loaded = useVerifyLayoutData();
  const { data: profile } = useGeneratedProfile(loaded.profile.id, loaded.profile);
  const { data: taxonomies } = useTaxonomies(loaded.taxonomies);
  if (!profile) return null;

  return (
    <>
      <title>{`${t('confirm.title')} – Laufbahn`}</title>
      <Link to={completePaths.verify(profile.id).overview} className="text-sm font-semibold text-brand underline">
        {t('confirm.back')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl lg:text-4xl">{t('confirm.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('confirm.lead')}</p>
      <div className="mt-8">
        <ConfirmProfile
          profile={profile}
          taxonomies={taxonomies}
          onConfirmed={() => {
            notify.success(t('confirm.success'));
            void navigate(profilePaths.overview, { state: { filledFromCv: true } satisfies ProfileOverviewState });
          }}
        />
      </div>
    </>
  );
}
