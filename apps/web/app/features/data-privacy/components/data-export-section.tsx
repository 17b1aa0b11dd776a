import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExport, DataExportList } from '@laufbahn/contracts/data-privacy';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { dataExportFileUrl, useDataExports, useRequestDataExport } from '../api/data-exports.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

type Notice = { tone: 'success' | 'danger'; key: string };

function ExportItem({ item }: { item: DataExport }) {
  const { t } = useTranslation('dataPrivacy');
  const formats = useFormats();
  const { formatLocale } = useRootData();
  const size = numberFormat(formatLocale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, (item.fileSize ?? 0) / 1024));
  if (item.status === 'ready') {
    return (
      <li className="flex flex-col gap-2 rounded-md border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <span>{t('export.ready', { date: formats.date(item.expiresAt!) })}</span>
        <a
          href={dataExportFileUrl(item.id)}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t('export.download', { size })}
        </a>
      </li>
    );
  }
  return (
    <li className="rounded-md border border-line p-4 text-muted">
      {item.status === 'pending' ? t('export.pending', { date: formats.date(item.requestedAt) }) : t('export.failed')}
    </li>
  );
}

/** Requesting a copy of everything we hold, and the copies ready for download (GDPR articles 15 and 20). */
export function DataExportSection({ initial }: { initial: DataExportList | null }) {
  const { t } = useTranslation('dataPrivacy');
  const exports = useDataExports(initial);
  const request = useRequestDataExport();
  const [notice, setNotice] = useState<Notice>();

  const onRequest = async () => {
    setNotice(undefined);
    try {
      await request.mutateAsync();
      setNotice({ tone: 'success', key: 'export.requested' });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setNotice({
        tone: 'danger',
        key:
          status === 409 ? 'export.alreadyPending' : status === 429 ? 'export.rateLimited' : 'export.failedToRequest',
      });
    }
  };

  const items = exports.data?.items ?? [];
  return (
    <section aria-labelledby="data-export-heading" className="flex flex-col gap-4">
      <h2 id="data-export-heading" className="font-serif text-2xl">
        {t('export.heading')}
      </h2>
      <p className="leading-relaxed">{t('export.intro')}</p>
      <p className="leading-relaxed text-muted">{t('export.format')}</p>
      <div>
        <Button type="button" onClick={onRequest} loading={request.isPending}>
          {t('export.request')}
        </Button>
      </div>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{t(notice.key)}</Alert>}</div>
      <h3 className="text-lg font-semibold">{t('export.listHeading')}</h3>
      {exports.isError && !exports.data ? (
        <Alert>{t('loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('export.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-live="polite">
          {items.map((item) => (
            <ExportItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
