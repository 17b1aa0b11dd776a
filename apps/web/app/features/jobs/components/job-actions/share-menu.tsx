import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { loadOnce, useOnFirstUse } from '../../../../components/ui/on-first-use.ts';
import { useOnline } from '../../../../lib/network-status.tsx';
import { actionButtonClass } from './action-styles.ts';

const shareMenu = loadOnce(() => import('./share-menu-content.tsx'));

/**
 * "Share": the button, and the menu (Radix) fetched when the pointer or the focus first reaches it (decision 0042).
 */
export function ShareMenu({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('jobs');
  const online = useOnline();
  const { arrived, standIn } = useOnFirstUse(shareMenu);
  const trigger = {
    props: {
      disabled: !online,
      className: buttonClass('secondary', actionButtonClass),
      children: (
        <>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor">
            <circle cx="12" cy="3.5" r="2" strokeWidth="1.5" />
            <circle cx="4" cy="8" r="2" strokeWidth="1.5" />
            <circle cx="12" cy="12.5" r="2" strokeWidth="1.5" />
            <path d="M5.75 7 10.25 4.5M5.75 9l4.5 2.5" strokeWidth="1.5" />
          </svg>
          {t('actions.share.label')}
        </>
      ),
    },
  };
  return arrived ? (
    <arrived.module.ShareMenuContent
      title={title}
      url={url}
      autoFocus={arrived.focus}
      defaultOpen={arrived.open}
      focusFirstItem={arrived.byKeyboard}
      trigger={trigger}
    />
  ) : (
    <button {...standIn} {...trigger.props} />
  );
}
