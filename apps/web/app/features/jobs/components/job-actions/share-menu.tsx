import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { notify } from '../../../../components/ui/toaster.tsx';
import { useOnline } from '../../../../lib/network-status.tsx';
import { actionButtonClass } from './action-styles.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-base outline-none data-[highlighted]:bg-surface';

/** Whether the browser offers the system's share sheet (phones, most desktop systems). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share the position's canonical address: the system's share sheet where there is one, else a copy of the link;
 * also by e-mail and on LinkedIn.
 */
export function ShareMenu({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('jobs');
  const online = useOnline();

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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger disabled={!online} className={buttonClass('secondary', actionButtonClass)}>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor">
          <circle cx="12" cy="3.5" r="2" strokeWidth="1.5" />
          <circle cx="4" cy="8" r="2" strokeWidth="1.5" />
          <circle cx="12" cy="12.5" r="2" strokeWidth="1.5" />
          <path d="M5.75 7 10.25 4.5M5.75 9l4.5 2.5" strokeWidth="1.5" />
        </svg>
        {t('actions.share.label')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
