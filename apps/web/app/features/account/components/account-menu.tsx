import { useTranslation } from 'react-i18next';
import { loadOnce, useOnFirstUse } from '../../../components/ui/on-first-use.ts';
import { paths, profilePaths } from '../../../lib/paths.ts';

/** The account-menu entries of spec screen 11, in the spec's order. */
export const ACCOUNT_MENU = [
  { key: 'savedSearches', to: paths.member.savedSearches },
  { key: 'recommendations', to: paths.member.recommendations },
  { key: 'recentlyViewed', to: paths.member.recentlyViewed },
  { key: 'favourites', to: paths.member.favourites },
  { key: 'applications', to: paths.member.applications },
  { key: 'recruitersOnProfile', to: paths.member.recruitersOnProfile },
  { key: 'contactRequests', to: paths.member.contactRequests },
  { key: 'recruiterNetwork', to: paths.member.recruiterNetwork },
  { key: 'salaryCalculator', to: paths.member.salaryCalculator },
  { key: 'cvBuilder', to: paths.member.cvBuilder },
] as const;

/** The member's own profile and its visibility, above the lists. */
export const PROFILE_MENU = [
  { key: 'profile', to: profilePaths.overview },
  { key: 'visibility', to: profilePaths.visibility },
] as const;

export const TRIGGER_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-brand hover:bg-surface sm:text-base';

export function AccountTriggerContent({ label }: { label: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor">
        <circle cx="10" cy="7" r="3.5" strokeWidth="1.5" />
        <path d="M3 18c1-4 4-5.5 7-5.5s6 1.5 7 5.5" strokeWidth="1.5" />
      </svg>
      {label}
    </>
  );
}

const menuContent = loadOnce(() => import('./account-menu-content.tsx'));

/**
 * "My account": the member's lists and tools, and logout. The menu (Radix) is fetched when the pointer or the
 * focus first reaches its button.
 */
export function AccountMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { t } = useTranslation('account');
  const { arrived, standIn } = useOnFirstUse(menuContent);
  if (arrived)
    return (
      <arrived.module.AccountMenuContent
        email={email}
        onSignOut={onSignOut}
        autoFocus={arrived.focus}
        defaultOpen={arrived.open}
        focusFirstItem={arrived.byKeyboard}
      />
    );
  return (
    <button {...standIn} className={TRIGGER_CLASS}>
      <AccountTriggerContent label={t('menu.title')} />
    </button>
  );
}
