import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';

/**
 * While `dirty`, leaving the page asks first: in-app navigation through a dialog, closing the tab or
 * reloading through the browser's own prompt. Render the returned element somewhere on the page.
 */
export function useUnsavedChanges(dirty: boolean, justSaved?: () => boolean) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    // `justSaved` lets a form navigate away right after saving, before its dirty state has re-rendered.
    ({ currentLocation, nextLocation }) =>
      dirty && !justSaved?.() && currentLocation.pathname !== nextLocation.pathname,
  );
  // Confirming closes the dialog too; that close must not cancel the navigation just allowed.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === 'unblocked') leaving.current = false;
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => {
        leaving.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      danger
    />
  );
}
