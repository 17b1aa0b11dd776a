import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useSignOut } from '../../features/account/api/sign-out.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../ui/button.tsx';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { account } = useRootData();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const onSignOut = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    await navigate('/');
    await revalidator.revalidate();
  };

  return (
    <header className="border-b border-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-3">
        <Link to="/" className="font-serif text-2xl font-semibold text-brand" aria-label={t('nav.home')}>
          Laufbahn
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-2">
          {account ? (
            <>
              <span className="hidden text-sm text-muted sm:inline">{account.email}</span>
              <Button variant="ghost" loading={signOut.isPending} onClick={onSignOut}>
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Link
                to="/login"
                className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand hover:bg-surface sm:px-3 sm:text-base"
              >
                {t('nav.login')}
              </Link>
              <Link
                to="/registration"
                className="whitespace-nowrap rounded-md bg-brand px-2 py-2 text-sm font-semibold text-white hover:bg-brand-strong sm:px-3 sm:text-base"
              >
                {t('nav.register')}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
