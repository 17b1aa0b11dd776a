import { Toaster as SonnerToaster, toast } from 'sonner';
import { LIMITS } from '@laufbahn/contracts/limits';

/** Toasts appear at the top right and close after 5 seconds (spec section 9). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={LIMITS.toastDurationMs}
      toastOptions={{
        classNames: {
          toast: 'font-sans text-base border border-line shadow-lg',
          error: '!bg-white !text-danger',
          success: '!bg-white !text-success',
        },
      }}
    />
  );
}

export const notify = {
  success: (message: string, id?: string) => toast.success(message, { id }),
  error: (message: string, id?: string) => toast.error(message, { id }),
};
