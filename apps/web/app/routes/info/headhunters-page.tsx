import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { BulletList, ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { paths } from '../../lib/paths.ts';

const FEATURES = ['find', 'mandates', 'contact'] as const;

const linkClass = contentLinkClass;

/**
 * The headhunter directory. Headhunters publish their profiles from their own area of Laufbahn; until the first
 * one does, the directory says so honestly instead of showing an empty search.
 */
export default function HeadhuntersPage() {
  const { t } = useTranslation('pages');
  return (
    <ContentPage title={t('headhunters.title')} lead={t('headhunters.lead')}>
      <ContentSection id="how-it-works" title={t('headhunters.howItWorks.heading')}>
        <p className="mt-2 leading-relaxed">{t('headhunters.howItWorks.intro')}</p>
        <BulletList items={FEATURES.map((item) => t(`headhunters.howItWorks.items.${item}`))} />
      </ContentSection>

      <ContentSection id="directory" title={t('headhunters.directory.heading')}>
        <div className="mt-3 rounded-lg border border-line bg-surface p-6">
          <h3 className="text-lg font-semibold">{t('headhunters.directory.emptyTitle')}</h3>
          <p className="mt-2 leading-relaxed text-muted">{t('headhunters.directory.emptyText')}</p>
        </div>
      </ContentSection>

      <ContentSection id="be-found" title={t('headhunters.beFound.heading')}>
        <p className="mt-2 leading-relaxed">{t('headhunters.beFound.text')}</p>
        <p className="mt-4">
          <LinkButton to={paths.registration}>{t('headhunters.beFound.register')}</LinkButton>
        </p>
        <p className="mt-4 leading-relaxed">
          {t('headhunters.beFound.visibility')}{' '}
          <Link to={`${paths.info.privacy}#visibility-heading`} className={linkClass}>
            {t('headhunters.beFound.privacyLink')}
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
