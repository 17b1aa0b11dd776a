import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { ACCOUNT_MENU } from '../../features/account/components/account-menu.tsx';
import { paths, profilePaths } from '../../lib/paths.ts';

export default function SitemapPage() {
  const { t } = useTranslation('common');
  const groups = [
    {
      id: 'start',
      links: [
        { to: paths.home, label: t('sitemap.home') },
        { to: paths.registration, label: t('nav.register') },
        { to: paths.login, label: t('nav.login') },
        { to: paths.forgotPassword, label: t('sitemap.forgotPassword') },
      ],
    },
    {
      id: 'jobs',
      links: [
        { to: paths.jobs.search, label: t('form.label', { ns: 'jobs' }) },
        { to: paths.jobs.all, label: t('all.title', { ns: 'jobs' }) },
        { to: paths.jobs.trendingTitles, label: t('trends.titles.title', { ns: 'jobs' }) },
      ],
    },
    {
      id: 'members',
      links: [
        { to: profilePaths.overview, label: t('menu.profile', { ns: 'account' }) },
        { to: profilePaths.visibility, label: t('menu.visibility', { ns: 'account' }) },
        { to: paths.member.membership, label: t('menu.membership', { ns: 'account' }) },
        ...ACCOUNT_MENU.map((entry) => ({ to: entry.to, label: t(`menu.${entry.key}`, { ns: 'account' }) })),
      ],
    },
    {
      id: 'company',
      links: [
        { to: paths.info.aboutUs, label: t('footer.aboutUs') },
        { to: paths.info.headhunters, label: t('footer.headhunters') },
        { to: paths.info.countries, label: t('footer.countries') },
        { to: paths.info.siteNotice, label: t('footer.siteNotice') },
        { to: paths.info.privacy, label: t('footer.privacy') },
        { to: paths.info.terms, label: t('footer.terms') },
        { to: paths.cancelMembership, label: t('footer.cancelContracts') },
      ],
    },
  ] as const;
  return (
    <ContentPage title={t('footer.sitemap')} lead={t('sitemap.lead')}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
          <h2 id={`sitemap-${group.id}`} className="font-serif text-2xl">
            {t(`sitemap.groups.${group.id}`)}
          </h2>
          {group.id === 'members' && <p className="mt-1 text-sm text-muted">{t('sitemap.membersNote')}</p>}
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold text-brand underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
