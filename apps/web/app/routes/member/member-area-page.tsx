import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { ACCOUNT_MENU } from '../../features/account/components/account-menu.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { paths } from '../../lib/paths.ts';
import type { Route } from './+types/member-area-page';

export const loader = (args: Route.LoaderArgs) => requireMember(args);

/**
 * An account-menu page before its feature exists: says honestly what will appear here and when.
 * Each entry gets its own module when its list or tool is built.
 */
export default function MemberAreaPage() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const entry = ACCOUNT_MENU.find((item) => item.to === pathname) ?? ACCOUNT_MENU[0];
  return (
    <ContentPage title={t(`menu.${entry.key}`)} lead={t(`area.${entry.key}.lead`)}>
      <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="area-empty">
        <h2 id="area-empty" className="font-serif text-xl">
          {t(`area.${entry.key}.emptyTitle`)}
        </h2>
        <p className="mt-2 leading-relaxed">{t(`area.${entry.key}.emptyText`)}</p>
        <p className="mt-4">
          <Link to={paths.home} className="font-semibold text-brand underline">
            {t('area.backHome')}
          </Link>
        </p>
      </section>
    </ContentPage>
  );
}
