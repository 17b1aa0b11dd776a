import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { atLeast } from '../../../lib/breakpoints.ts';
import { paths, profilePaths } from '../../../lib/paths.ts';
import { useBreakpoint } from '../../../lib/use-breakpoint.ts';

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
const PROFILE_MENU = [
  { key: 'profile', to: profilePaths.overview },
  { key: 'visibility', to: profilePaths.visibility },
] as const;

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base text-ink outline-none data-[highlighted]:bg-surface';

/** "My account": the member's lists and tools, and logout. */
export function AccountMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { t } = useTranslation('account');
  // On phones the menu spans the screen width under the header; on wider screens it hangs from the button.
  const wide = atLeast(useBreakpoint(), 'sm');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-brand hover:bg-surface sm:text-base">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor">
          <circle cx="10" cy="7" r="3.5" strokeWidth="1.5" />
          <path d="M3 18c1-4 4-5.5 7-5.5s6 1.5 7 5.5" strokeWidth="1.5" />
        </svg>
        {t('menu.title')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className={`z-50 rounded-md border border-line bg-white p-1 shadow-lg ${wide ? 'w-72' : 'w-[calc(100vw-16px)]'}`}
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-muted">
            {t('menu.signedInAs', { email })}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {PROFILE_MENU.map((entry) => (
            <DropdownMenu.Item key={entry.key} asChild className={`${itemClass} font-semibold`}>
              <Link to={entry.to}>{t(`menu.${entry.key}`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={`${itemClass} font-semibold`}>
            <Link to={paths.member.dataPrivacy}>{t('menuEntry', { ns: 'dataPrivacy' })}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {ACCOUNT_MENU.map((entry) => (
            <DropdownMenu.Item key={entry.key} asChild className={itemClass}>
              <Link to={entry.to}>{t(`menu.${entry.key}`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={`${itemClass} font-semibold text-brand`} onSelect={onSignOut}>
            {t('menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
