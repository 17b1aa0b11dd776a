import { useMemo } from 'react';
import { useRootData } from '../root-data.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

const MB = 1024 * 1024;

/** A file size in the page's language: "245 kB", "1,2 MB", "1,2 Mo". */
export function useFileSize() {
  const { formatLocale } = useRootData();
  return useMemo(() => {
    const unit = (name: 'kilobyte' | 'megabyte') =>
      numberFormat(formatLocale, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    const kilobytes = unit('kilobyte');
    const megabytes = unit('megabyte');
    return (bytes: number) =>
      bytes >= MB ? megabytes.format(bytes / MB) : kilobytes.format(Math.max(1, Math.round(bytes / 1024)));
  }, [formatLocale]);
}
