import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../components/ui/toaster.tsx';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection; the server always renders as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const NETWORK_TOAST = 'network-status';

/** Announces losing the connection (error toast) and getting it back (success toast). */
export function NetworkStatusToasts() {
  const online = useOnline();
  const { t } = useTranslation('common');
  const wasOnline = useRef(true);
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    if (online) notify.success(t('network.restored'), NETWORK_TOAST);
    else notify.error(t('network.offline'), NETWORK_TOAST);
  }, [online, t]);
  return null;
}
