import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useRevalidator } from 'react-router';
import { signOutRecruiter } from '../../features/recruiter/api/recruiter-account.ts';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { LanguageSwitcher } from '../../features/language/components/language-switcher.tsx';
import { useOnline } from '../../lib/network-status.tsx';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { notify } from '../ui/toaster.tsx';

const navLink =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand hover:bg-surface sm:px-3 sm:text-base';

/** The recruiter site's header: its own brand, the organisation when signed in, sign-in and sign-up otherwise. */
export function RecruiterHeader() {
  const { t } = useTranslation('recruiter');
  const { recruiter } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const online = useOnline();

  const onSignOut = async () => {
    if (!online) return;
    try {
      await signOutRecruiter();
      await navigate(recruiterPaths.home);
      await revalidator.revalidate();
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };

  return (
    <header className="border-b border-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent', { ns: 'common' })}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-1 gap-y-2 px-3 py-3 sm:gap-x-2 sm:px-5">
        <Link
          to={recruiterPaths.home}
          className="font-serif text-lg font-semibold text-brand sm:text-2xl"
          aria-label={t('site.homeLabel')}
        >
          {t('site.name')}
        </Link>
        <nav aria-label={t('site.nav')} className="ml-auto flex flex-wrap items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {recruiter ? (
            <>
              <NavLink to={recruiterPaths.candidates} className={`${navLink} aria-[current=page]:underline`}>
                {t('candidates.nav')}
              </NavLink>
              <NavLink to={recruiterPaths.positions} className={`${navLink} aria-[current=page]:underline`}>
                {t('positions.nav')}
              </NavLink>
              <NavLink to={recruiterPaths.contactRequests} className={`${navLink} aria-[current=page]:underline`}>
                {t('requests.nav')}
              </NavLink>
              <NavLink to={recruiterPaths.messages} className={`${navLink} aria-[current=page]:underline`}>
                {t('messages.nav')}
              </NavLink>
              <span className="hidden text-sm text-muted md:inline">{recruiter.organisation.name}</span>
              <button type="button" className={navLink} onClick={() => void onSignOut()}>
                {t('site.signOut')}
              </button>
            </>
          ) : (
            <>
              <Link to={recruiterPaths.signIn} className={navLink}>
                {t('site.signIn')}
              </Link>
              <Link
                to={recruiterPaths.signUp}
                className="whitespace-nowrap rounded-md bg-brand px-2 py-2 text-sm font-semibold text-white hover:bg-brand-strong sm:px-3 sm:text-base"
              >
                <span className="sm:hidden">{t('site.signUpShort')}</span>
                <span className="hidden sm:inline">{t('site.signUp')}</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** The recruiter site's footer: the legal texts (they apply to both sites) and the way back to the members' site. */
export function RecruiterFooter() {
  const { t } = useTranslation('recruiter');
  const { countryUrls, countryVersion } = useRootData();
  const links = [
    { to: paths.info.aboutUs, label: t('footer.aboutUs', { ns: 'common' }) },
    { to: paths.info.siteNotice, label: t('footer.siteNotice', { ns: 'common' }) },
    { to: paths.info.privacy, label: t('footer.privacy', { ns: 'common' }) },
    { to: paths.info.terms, label: t('footer.terms', { ns: 'common' }) },
  ];
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10">
        <p className="max-w-2xl text-sm text-muted">{t('site.footer')}</p>
        <nav aria-label={t('site.name')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ink hover:text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={countryUrls[countryVersion]} className="font-semibold text-brand hover:underline">
                {t('site.memberSite')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
