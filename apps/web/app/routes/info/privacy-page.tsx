import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Link } from 'react-router';
import { SampleOperatorNote } from '../../components/layout/sample-operator-note.tsx';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { BulletList, ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/privacy-page';

const DATA = ['account', 'profile', 'visibility', 'activity', 'attribution', 'security', 'statistics'] as const;
const PURPOSES = ['contract', 'consent', 'legitimateInterest', 'legalObligation'] as const;
const VISIBILITY = ['visible', 'anonymous', 'invisible'] as const;
const RIGHTS = [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
  'withdrawal',
  'complaint',
] as const;
/** The cookies Laufbahn sets: name, catalog key, and whether the site cannot work without it. */
const COOKIES = [
  { name: 'lb_session', key: 'session', necessary: true },
  { name: 'lb_device', key: 'device', necessary: true },
  { name: 'lb_recruiter_session', key: 'recruiterSession', necessary: true },
  { name: 'lb_lang', key: 'lang', necessary: true },
  { name: 'lb_guest', key: 'guest', necessary: false },
  { name: 'lb_first_touch', key: 'firstTouch', necessary: false },
  { name: 'lb_cookie_consent', key: 'consent', necessary: true },
] as const;

const linkClass = contentLinkClass;

/** The controller is the site's operator, from the server's LEGAL_* configuration. */
export const loader = ({ context }: Route.LoaderArgs) => ({ operator: webContext(context).legal });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const { operator } = loaderData;
  const email = COUNTRY_VERSIONS[useRootData().countryVersion].contactEmail;
  const mailLink = (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
  return (
    <ContentPage title={t('privacy.title')} lead={t('privacy.lead')}>
      <SampleOperatorNote sample={operator.sample} />
      <ContentSection id="controller" title={t('privacy.controller.heading')}>
        <p className="mt-2 leading-relaxed">
          {t('privacy.controller.text', {
            company: operator.companyName,
            address: `${operator.street}, ${operator.postalCode} ${operator.city}, ${operator.country}`,
            representatives: operator.representatives,
          })}{' '}
          {mailLink}
        </p>
        <p className="mt-2 leading-relaxed">
          <Link to={paths.info.siteNotice} className={linkClass}>
            {t('privacy.controller.siteNotice')}
          </Link>
        </p>
      </ContentSection>

      <ContentSection id="data" title={t('privacy.data.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.data.intro')}</p>
        <BulletList items={DATA.map((item) => t(`privacy.data.items.${item}`))} />
      </ContentSection>

      <ContentSection id="purposes" title={t('privacy.purposes.heading')}>
        <BulletList items={PURPOSES.map((item) => t(`privacy.purposes.items.${item}`))} />
      </ContentSection>

      <ContentSection id="visibility" title={t('privacy.visibility.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.visibility.intro')}</p>
        <BulletList items={VISIBILITY.map((item) => t(`privacy.visibility.items.${item}`))} />
        <p className="mt-2 leading-relaxed">{t('privacy.visibility.applications')}</p>
        <p className="mt-2 leading-relaxed">{t('privacy.visibility.contact')}</p>
        <p className="mt-2 leading-relaxed">{t('privacy.visibility.abroad')}</p>
      </ContentSection>

      <ContentSection id="processors" title={t('privacy.processors.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.processors.text')}</p>
        <p className="mt-2 leading-relaxed">{t('privacy.processors.cvReview')}</p>
      </ContentSection>

      <ContentSection id="cookies" title={t('privacy.cookies.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.cookies.intro')}</p>
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
        <div className="mt-3 overflow-x-auto" role="region" aria-labelledby="cookies-caption" tabIndex={0}>
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption id="cookies-caption" className="mb-2 text-left font-semibold">
              {t('privacy.cookies.caption')}
            </caption>
            <thead>
              <tr className="border-b border-line bg-surface">
                <th scope="col" className="p-2">
                  {t('privacy.cookies.columns.name')}
                </th>
                <th scope="col" className="p-2">
                  {t('privacy.cookies.columns.purpose')}
                </th>
                <th scope="col" className="p-2">
                  {t('privacy.cookies.columns.lifetime')}
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map(({ name, key, necessary }) => (
                <tr key={name} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal">
                    <code className="font-mono">{name}</code>
                  </th>
                  <td className="p-2">
                    {t(`privacy.cookies.rows.${key}.purpose`)}
                    {necessary && (
                      <>
                        {' '}
                        <strong className="font-semibold">{t('privacy.cookies.necessary')}</strong>
                      </>
                    )}
                  </td>
                  <td className="p-2">{t(`privacy.cookies.rows.${key}.lifetime`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 leading-relaxed">{t('privacy.cookies.statistics')}</p>
      </ContentSection>

      <ContentSection id="retention" title={t('privacy.retention.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.retention.text')}</p>
      </ContentSection>

      <ContentSection id="rights" title={t('privacy.rights.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.rights.intro')}</p>
        <BulletList items={RIGHTS.map((item) => t(`privacy.rights.items.${item}`, { city: operator.city }))} />
        <p className="mt-2 leading-relaxed">
          {t('privacy.rights.contact')} {mailLink}
        </p>
      </ContentSection>

      <ContentSection id="security" title={t('privacy.security.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.security.text')}</p>
      </ContentSection>

      <ContentSection id="changes" title={t('privacy.changes.heading')}>
        <p className="mt-2 leading-relaxed">{t('privacy.changes.text')}</p>
        <p className="mt-2 leading-relaxed">
          <Link to={paths.info.terms} className={linkClass}>
            {t('privacy.changes.termsLink')}
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
