import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CookieConsent } from '../../lib/cookie-consent.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../ui/button.tsx';

/** The cookie notice; the visitor's answer is kept in a cookie for 365 days. */
export function CookieNotice({ onAnswer }: { onAnswer: (choice: CookieConsent) => void }) {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="cookie-notice-title" className="font-semibold">
            {t('cookies.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('cookies.text')}{' '}
            <Link to={paths.info.privacy} className="font-semibold text-brand underline">
              {t('cookies.more')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => onAnswer('necessary')}>
            {t('cookies.necessaryOnly')}
          </Button>
          <Button onClick={() => onAnswer('all')}>{t('cookies.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
