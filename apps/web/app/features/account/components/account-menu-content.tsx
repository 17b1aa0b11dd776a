import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstItemWhenOpen } from '../../../components/ui/on-first-use.ts';
import { Link } from 'react-router';
import { atLeast } from '../../../lib/breakpoints.ts';
import { paths } from '../../../lib/paths.ts';
import { useBreakpoint } from '../../../lib/use-breakpoint.ts';
import { ACCOUNT_MENU, AccountTriggerContent, PROFILE_MENU, TRIGGER_CLASS } from './account-menu.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base text-ink outline-none data-[highlighted]:bg-surface';

/** The account menu (Radix), loaded on first use by `account-menu.tsx`, which draws its button. */
export function AccountMenuContent({
  email,
  onSignOut,
  autoFocus,
  defaultOpen,
  focusFirstItem,
}: {
  email: string;
  onSignOut: () => void;
  autoFocus: boolean;
  defaultOpen: boolean;
  focusFirstItem: boolean;
}) {
  const { t } = useTranslation('account');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstItemWhenOpen(content, defaultOpen && focusFirstItem), [defaultOpen, focusFirstItem]);
  // On phones the menu spans the screen width under the header; on wider screens it hangs from the button.
  const wide = atLeast(useBreakpoint(), 'sm');
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger autoFocus={autoFocus} className={TRIGGER_CLASS}>
        <AccountTriggerContent label={t('menu.title')} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className={`z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto rounded-md border border-line bg-white p-1 shadow-lg ${wide ? 'w-72' : 'w-[calc(100vw-16px)]'}`}
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
            <Link to={paths.member.membership}>{t('menu.membership')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={`${itemClass} font-semibold`}>
            <Link to={paths.member.dataPrivacy}>{t('menu.dataPrivacy')}</Link>
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
