import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginWithReturn } from '../../lib/paths.ts';

/**
 * A members-only page opened with `?me=false` (the sign-in check skipped) by a visitor: what the page would show
 * belongs to an account, so it asks for the login, which returns here without the parameter.
 */
export function SignInNeeded() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('me');
  const rest = query.toString();
  return (
    <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="sign-in-needed">
      <h2 id="sign-in-needed" className="font-serif text-xl">
        {t('signInNeeded.title')}
      </h2>
      <p className="mt-2 leading-relaxed">{t('signInNeeded.text')}</p>
      <p className="mt-4">
        <Link
          to={loginWithReturn(rest ? `${pathname}?${rest}` : pathname)}
          className="font-semibold text-brand underline"
        >
          {t('nav.login')}
        </Link>
      </p>
    </section>
  );
}
