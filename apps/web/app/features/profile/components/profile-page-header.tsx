import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileSource } from '../../../lib/profile-source.tsx';

/** Title of a profile page, with the way back to the overview (the profile's, or the verify overview). */
export function ProfilePageHeader({ title, lead }: { title: string; lead?: string }) {
  const { t } = useTranslation('profile');
  const source = useProfileSource();
  return (
    <div className="mb-8">
      <title>{`${title} – Laufbahn`}</title>
      <Link to={source.paths.overview} className="text-sm font-semibold text-brand underline">
        {source.kind === 'generated' ? t('verify.back') : t('overview.back')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl lg:text-4xl">{title}</h1>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
    </div>
  );
}
