import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Link } from 'react-router';
import { SampleOperatorNote } from '../../components/layout/sample-operator-note.tsx';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { BulletList, ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/terms-page';

const OPENING_SECTIONS = ['scope', 'services', 'basic'] as const;
const PREMIUM_TERMS = ['terms', 'trial', 'prices', 'renewal', 'discounts', 'cancellation'] as const;
const DUTIES = ['truthful', 'account', 'misuse'] as const;
const CLOSING_SECTIONS = ['headhunters', 'liability', 'changes', 'law'] as const;

const linkClass = contentLinkClass;

/** The contracting party is the operator of the site notice (LEGAL_* configuration), never a name in the text. */
export const loader = ({ context }: Route.LoaderArgs) => {
  const { companyName, city, sample } = webContext(context).legal;
  return { operator: `${companyName}, ${city}`, sample };
};

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const email = COUNTRY_VERSIONS[useRootData().countryVersion].contactEmail;
  return (
    <ContentPage title={t('terms.title')} lead={t('terms.lead')}>
      <SampleOperatorNote sample={loaderData.sample} />
      {OPENING_SECTIONS.map((key) => (
        <ContentSection key={key} id={key} title={t(`terms.${key}.heading`)}>
          <p className="mt-2 leading-relaxed">{t(`terms.${key}.text`, { operator: loaderData.operator })}</p>
        </ContentSection>
      ))}

      <ContentSection id="premium" title={t('terms.premium.heading')}>
        <p className="mt-2 leading-relaxed">{t('terms.premium.intro')}</p>
        <BulletList items={PREMIUM_TERMS.map((item) => t(`terms.premium.items.${item}`))} />
        <p className="mt-2 leading-relaxed">{t('terms.premium.withdrawal')}</p>
      </ContentSection>

      <ContentSection id="duties" title={t('terms.duties.heading')}>
        <p className="mt-2 leading-relaxed">{t('terms.duties.intro')}</p>
        <BulletList items={DUTIES.map((item) => t(`terms.duties.items.${item}`))} />
        <p className="mt-2 leading-relaxed">{t('terms.duties.consequences')}</p>
      </ContentSection>

      {CLOSING_SECTIONS.map((key) => (
        <ContentSection key={key} id={key} title={t(`terms.${key}.heading`)}>
          <p className="mt-2 leading-relaxed">{t(`terms.${key}.text`)}</p>
        </ContentSection>
      ))}

      <ContentSection id="privacy" title={t('terms.privacy.heading')}>
        <p className="mt-2 leading-relaxed">
          {t('terms.privacy.text')}{' '}
          <Link to={paths.info.privacy} className={linkClass}>
            {t('terms.privacy.link')}
          </Link>
        </p>
        <p className="mt-2 leading-relaxed">
          {t('terms.privacy.contact')}{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
