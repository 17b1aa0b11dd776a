import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@laufbahn/contracts/limits';

type Sonner = typeof import('sonner');

// sonner is not needed to show a page: it loads with the first toast, or as soon as the browser is idle after
// hydration (early enough that a visitor who goes offline still gets the offline toast). Toasts asked for
// before it is mounted wait in `pending` and are shown once it is.
let ready: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let mount: ((module: Sonner) => void) | undefined;
const pending: ((s: Sonner) => void)[] = [];

function loadSonner() {
  loading ??= import('sonner').then(
    (module) => {
      mount?.(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined; // try again with the next toast
      throw error;
    },
  );
  loading.catch(() => undefined);
}

function withSonner(show: (s: Sonner) => void) {
  if (ready) show(ready);
  else {
    pending.push(show);
    loadSonner();
  }
}

/** Toasts appear at the top right and close after 5 seconds (spec section 9). Rendered only in the browser. */
export function Toaster() {
  const { t } = useTranslation('common');
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    mount = (module) => setSonner(() => module);
    if (loading) void loading.then(mount);
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(loadSonner, { timeout: 2000 }) : window.setTimeout(loadSonner, 500);
    return () => {
      mount = undefined;
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  useEffect(() => {
    // The sonner toaster below has mounted (child effects run first): it shows what was asked for meanwhile.
    if (!sonner) return;
    ready = sonner;
    for (const show of pending.splice(0)) show(sonner);
    return () => {
      ready = undefined;
    };
  }, [sonner]);
  if (!sonner) return null;
  const SonnerToaster = sonner.Toaster as ComponentType<Record<string, unknown>>;
  return (
    <SonnerToaster
      position="top-right"
      // The region's name in the page's language (sonner adds its keyboard shortcut to it).
      containerAriaLabel={t('notifications')}
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
  message: (message: ReactNode, id?: string) => withSonner((s) => s.toast(message, { id })),
  success: (message: ReactNode, id?: string) => withSonner((s) => s.toast.success(message, { id })),
  error: (message: ReactNode, id?: string) => withSonner((s) => s.toast.error(message, { id })),
};
