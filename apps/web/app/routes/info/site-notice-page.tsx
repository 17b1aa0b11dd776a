import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SampleOperatorNote } from '../../components/layout/sample-operator-note.tsx';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import type { Route } from './+types/site-notice-page';

const TEXT_SECTIONS = ['disputes', 'liabilityContent', 'liabilityLinks'] as const;

const linkClass = contentLinkClass;

/** The operator comes from the server's LEGAL_* configuration (sample data, marked so, outside production). */
export const loader = ({ context }: Route.LoaderArgs) => ({ operator: webContext(context).legal });

export default function SiteNoticePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const { operator } = loaderData;
  const register = [
    operator.registerCourt && [t('siteNotice.registerCourt', { ns: 'legal' }), operator.registerCourt],
    operator.registerNumber && [t('siteNotice.registerNumber', { ns: 'legal' }), operator.registerNumber],
    operator.vatId && [t('siteNotice.vatId', { ns: 'legal' }), operator.vatId],
  ].filter((entry): entry is [string, string] => Boolean(entry));
  const address = (
    <>
      {operator.street}
      <br />
      {operator.postalCode} {operator.city}
      <br />
      {operator.country}
    </>
  );
  return (
    <ContentPage title={t('siteNotice.title')} lead={t('siteNotice.lead')}>
      <SampleOperatorNote sample={operator.sample} />
      <ContentSection id="provider" title={t('siteNotice.provider.heading')}>
        <address className="mt-2 leading-relaxed not-italic">
          {operator.companyName}
          <br />
          {address}
        </address>
        <p className="mt-2 leading-relaxed">
          {t('siteNotice.representedBy', { ns: 'legal', names: operator.representatives })}
        </p>
      </ContentSection>

      <ContentSection id="contact" title={t('siteNotice.contact.heading')}>
        <p className="mt-2 leading-relaxed">
          {t('siteNotice.contact.email')}{' '}
          <a href={`mailto:${operator.email}`} className={linkClass}>
            {operator.email}
          </a>
        </p>
        {operator.phone && (
          <p className="mt-1 leading-relaxed">
            {t('siteNotice.phone', { ns: 'legal' })}{' '}
            <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {operator.phone}
            </a>
          </p>
        )}
      </ContentSection>

      {register.length > 0 && (
        <ContentSection id="register" title={t('siteNotice.register.heading')}>
          <dl className="mt-2 leading-relaxed">
            {register.map(([label, value]) => (
              <div key={label} className="flex flex-wrap gap-x-2">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </ContentSection>
      )}

      <ContentSection id="responsible" title={t('siteNotice.responsible.heading')}>
        <address className="mt-2 leading-relaxed not-italic">
          {operator.contentResponsible}
          <br />
          {address}
        </address>
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
