import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActionDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on closing (`action-dialog.tsx` sends it back to the button that opened the dialog). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The frame of the job page's dialogs (Radix), styled like ConfirmDialog; scrolls inside on small screens. Loaded by
 * `action-dialog.tsx` when its button is first approached.
 */
export function ActionDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  onCloseAutoFocus,
}: ActionDialogFrameProps) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="break-words font-serif text-xl sm:text-2xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
                <path d="M3.5 3.5l9 9m0-9-9 9" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-2 leading-relaxed text-muted">{description}</div>
          </Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog without doing anything (the form's secondary button). */
export const DialogCancel = Dialog.Close;
