import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstItemWhenOpen } from '../../../../components/ui/on-first-use.ts';
import { notify } from '../../../../components/ui/toaster.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base outline-none data-[highlighted]:bg-surface';

/** Whether the browser offers the system's share sheet (phones, most desktop systems). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share the position's canonical address: the system's share sheet where there is one, else a copy of the link;
 * also by e-mail and on LinkedIn. The menu (Radix), loaded on first use by `share-menu.tsx`, which draws its button.
 */
export function ShareMenuContent({
  title,
  url,
  autoFocus,
  defaultOpen,
  focusFirstItem,
  trigger,
}: {
  title: string;
  url: string;
  autoFocus: boolean;
  defaultOpen: boolean;
  focusFirstItem: boolean;
  trigger: { props: ButtonHTMLAttributes<HTMLButtonElement> };
}) {
  const { t } = useTranslation('jobs');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstItemWhenOpen(content, defaultOpen && focusFirstItem), [defaultOpen, focusFirstItem]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('actions.share.copied'));
    } catch {
      notify.error(t('actions.share.copyFailed', { url }));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
    t('actions.share.mailBody', { title, url }),
  )}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger autoFocus={autoFocus} {...trigger.props} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          {canShareNatively() && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void share()}>
              {t('actions.share.native')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void copy()}>
            {t('actions.share.copy')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={mail}>{t('actions.share.email')}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={linkedIn} target="_blank" rel="noopener noreferrer">
              {t('actions.share.linkedIn')}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
