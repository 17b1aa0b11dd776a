import { useSyncExternalStore } from 'react';
import { useRootData } from '../../lib/root-data.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

const subscribe = () => () => {};

/**
 * Formats a moment as date and time in the page's language and the reader's time zone, naming the zone.
 * The server does not know the reader's zone: it renders UTC, and the browser its own zone once hydrated.
 */
export function useDateTimeFormat() {
  const { formatLocale } = useRootData();
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const timeZone = inBrowser ? undefined : 'UTC';
  const dateTime = dateTimeFormat(formatLocale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const zoneName = dateTimeFormat(formatLocale, { timeZoneName: 'short', timeZone });
  return (value: string | Date) => {
    const moment = new Date(value);
    const zone = zoneName.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value;
    return zone ? `${dateTime.format(moment)} (${zone})` : dateTime.format(moment);
  };
}
