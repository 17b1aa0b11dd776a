import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';

const TEXT_SECTIONS = ['register', 'responsible', 'disputes', 'liabilityContent', 'liabilityLinks'] as const;

const linkClass = contentLinkClass;

export default function SiteNoticePage() {
  const { t } = useTranslation('pages');
  const email = COUNTRY_VERSIONS[useRootData().countryVersion].contactEmail;
  return (
    <ContentPage title={t('siteNotice.title')} lead={t('siteNotice.lead')}>
      <ContentSection id="provider" title={t('siteNotice.provider.heading')}>
        <address className="mt-2 leading-relaxed not-italic">
          {t('siteNotice.provider.name')}
          <br />
          {t('siteNotice.provider.location')}
        </address>
        <p className="mt-2 leading-relaxed">{t('siteNotice.provider.representation')}</p>
      </ContentSection>

      <ContentSection id="contact" title={t('siteNotice.contact.heading')}>
        <p className="mt-2 leading-relaxed">
          {t('siteNotice.contact.email')}{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </p>
      </ContentSection>

      {TEXT_SECTIONS.map((key) => (
        <ContentSection key={key} id={key} title={t(`siteNotice.${key}.heading`)}>
          <p className="mt-2 leading-relaxed">{t(`siteNotice.${key}.text`)}</p>
        </ContentSection>
      ))}

      <p className="leading-relaxed">
        {t('siteNotice.privacy.text')}{' '}
        <Link to={paths.info.privacy} className={linkClass}>
          {t('siteNotice.privacy.link')}
        </Link>
      </p>
    </ContentPage>
  );
}
