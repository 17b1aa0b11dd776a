import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Link, useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { BulletList, ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { siteFiguresEndpoint } from '../../features/home/api/site-figures.ts';
import { SiteFigureList } from '../../features/home/components/site-figures.tsx';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/about-us-page';

const STEPS = ['profile', 'goal', 'visibility', 'search'] as const;
const PREMIUM = ['exclusive', 'salary', 'briefings', 'contact'] as const;

const linkClass = contentLinkClass;

/** The figures of the home page: counted from the data, or stated by the operator (decision 0053). */
export async function loader({ context }: Route.LoaderArgs) {
  return { figures: await loadData(webContext(context), siteFiguresEndpoint) };
}

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  const { figures } = useLoaderData<typeof loader>();
  const email = COUNTRY_VERSIONS[useRootData().countryVersion].contactEmail;
  return (
    <ContentPage title={t('aboutUs.title')} lead={t('aboutUs.lead')}>
      <ContentSection id="mission" title={t('aboutUs.mission.heading')}>
        <p className="mt-2 leading-relaxed">{t('aboutUs.mission.text')}</p>
      </ContentSection>

      <ContentSection id="how-it-works" title={t('aboutUs.howItWorks.heading')}>
        <p className="mt-2 leading-relaxed">{t('aboutUs.howItWorks.intro')}</p>
        <BulletList items={STEPS.map((step) => t(`aboutUs.howItWorks.items.${step}`))} />
      </ContentSection>

      <ContentSection id="membership" title={t('aboutUs.membership.heading')}>
        <p className="mt-2 leading-relaxed">{t('aboutUs.membership.basic')}</p>
        <p className="mt-2 leading-relaxed">{t('aboutUs.membership.premiumIntro')}</p>
        <BulletList items={PREMIUM.map((feature) => t(`aboutUs.membership.premium.${feature}`))} />
        <p className="mt-2 leading-relaxed">
          {t('aboutUs.membership.termsText')}{' '}
          <Link to={paths.info.terms} className={linkClass}>
            {t('aboutUs.membership.termsLink')}
          </Link>
        </p>
      </ContentSection>

      {figures && figures.figures.length > 0 && (
        <ContentSection id="figures" title={t('aboutUs.figures.heading')}>
          <SiteFigureList figures={figures} className="mt-3 grid gap-3 sm:grid-cols-2" />
        </ContentSection>
      )}

      <ContentSection id="international" title={t('aboutUs.international.heading')}>
        <p className="mt-2 leading-relaxed">{t('aboutUs.international.text')}</p>
        <p className="mt-2">
          <Link to={paths.info.countries} className={linkClass}>
            {t('aboutUs.international.link')}
          </Link>
        </p>
      </ContentSection>

      <ContentSection id="join" title={t('aboutUs.join.heading')}>
        <p className="mt-2 leading-relaxed">{t('aboutUs.join.text')}</p>
        <p className="mt-4">
          <LinkButton to={paths.registration}>{t('aboutUs.join.link')}</LinkButton>
        </p>
      </ContentSection>

      <ContentSection id="contact" title={t('aboutUs.contact.heading')}>
        <p className="mt-2 leading-relaxed">
          {t('aboutUs.contact.text')}{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </p>
        <p className="mt-2 leading-relaxed">
          <Link to={paths.info.siteNotice} className={linkClass}>
            {t('aboutUs.contact.siteNotice')}
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
