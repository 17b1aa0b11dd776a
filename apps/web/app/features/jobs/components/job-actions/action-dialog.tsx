import { cloneElement, lazy, Suspense, useId, useState, type ReactElement, type ReactNode } from 'react';
import { loadOnce } from '../../../../components/ui/on-first-use.ts';
import type { ButtonProps } from '../../../../components/ui/button.tsx';

const frame = loadOnce(() => import('./action-dialog-frame.tsx'));
const ActionDialogFrame = lazy(() => frame.load().then((module) => ({ default: module.ActionDialogFrame })));

export interface ActionDialogProps {
  /** The button that opens the dialog; focus returns to it on closing. */
  trigger?: ReactElement<ButtonProps>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on closing, when not back to the trigger (which may be gone): call `preventDefault`. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Fetches what the dialog's content needs, when its button is approached. */
  preload?: () => void;
}

/**
 * A dialog of the job page. Its button is the page's own from the start; the dialog's code (Radix) is fetched when
 * the pointer or the focus first reaches the button (decision 0042), and a click that comes sooner opens the dialog
 * as soon as it has arrived. The button stays the same element throughout, so nothing is lost from its focus.
 */
export function ActionDialog({
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
  preload,
  ...content
}: ActionDialogProps) {
  const triggerId = useId();
  const [wanted, setWanted] = useState(() => frame.loaded() !== undefined);
  const fetch = () => {
    void frame.load();
    preload?.();
  };
  const triggerProps = {
    id: triggerId,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: fetch,
    onFocus: fetch,
    onClick: () => {
      setWanted(true);
      onOpenChange(true);
    },
  };
  return (
    <>
      {trigger && cloneElement(trigger, triggerProps)}
      {(wanted || open) && (
        <Suspense fallback={null}>
          <ActionDialogFrame
            {...content}
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              document.getElementById(triggerId)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
