import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useRevalidator } from 'react-router';
import { signOut } from '../../features/account/api/sign-out.ts';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { LanguageSwitcher } from '../../features/language/components/language-switcher.tsx';
import { useOnline } from '../../lib/network-status.tsx';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { notify } from '../ui/toaster.tsx';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { account } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const online = useOnline();

  const onSignOut = async () => {
    if (!online) return;
    try {
      await signOut();
      await navigate(paths.home);
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
        {t('nav.skipToContent')}
      </a>
      {/* Wraps rather than overflows where a language's labels do not fit beside the brand on a narrow screen. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-1 gap-y-2 px-3 py-3 sm:gap-x-2 sm:px-5">
        <Link
          to={paths.home}
          className="font-serif text-lg font-semibold text-brand sm:text-2xl"
          aria-label={t('nav.home')}
        >
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto flex items-center gap-1 sm:gap-2">
          <NavLink
            to={paths.jobs.search}
            className="hidden whitespace-nowrap rounded-md px-3 py-2 text-base font-semibold text-brand hover:bg-surface aria-[current=page]:underline sm:inline-flex"
          >
            {t('nav.jobs', { ns: 'jobs' })}
          </NavLink>
          <LanguageSwitcher />
          {account ? (
            <AccountMenu email={account.email} onSignOut={() => void onSignOut()} />
          ) : (
            <>
              <Link
                to={paths.login}
                className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand hover:bg-surface sm:px-3 sm:text-base"
              >
                {t('nav.login')}
              </Link>
              <Link
                to={paths.registration}
                className="whitespace-nowrap rounded-md bg-brand px-2 py-2 text-sm font-semibold text-white hover:bg-brand-strong sm:px-3 sm:text-base"
              >
                <span className="sm:hidden">{t('nav.registerShort')}</span>
                <span className="hidden sm:inline">{t('nav.register')}</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
