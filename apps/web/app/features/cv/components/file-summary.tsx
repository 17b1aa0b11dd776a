import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useFileSize } from '../../../lib/cv-file/use-file-size.ts';

/** The uploaded file: its name and size, and what can be done with it. */
export function FileSummary({ name, size, children }: { name: string; size: number; children?: ReactNode }) {
  const { t } = useTranslation('cv');
  const fileSize = useFileSize();
  return (
    <section aria-labelledby="cv-file-title" className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5">
      <h2 id="cv-file-title" className="sr-only">
        {t('file.title')}
      </h2>
      <div className="flex items-start gap-4">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-10 shrink-0 text-brand"
          fill="none"
          stroke="currentColor"
        >
          <path strokeWidth="1.5" strokeLinejoin="round" d="M6 2.75h8.5L19.25 7.5v13.75H6z" />
          <path strokeWidth="1.5" strokeLinejoin="round" d="M14.25 2.75V7.75h5M9 12h7M9 15.5h7" />
        </svg>
        <dl className="min-w-0">
          <dt className="sr-only">{t('file.name')}</dt>
          <dd className="break-all font-semibold">{name}</dd>
          <dt className="sr-only">{t('file.size')}</dt>
          <dd className="text-sm text-muted">{fileSize(size)}</dd>
        </dl>
      </div>
      {children}
    </section>
  );
}
