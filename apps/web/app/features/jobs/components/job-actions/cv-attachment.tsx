import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_ACCEPT } from '@laufbahn/contracts/cv-files';
import { LIMITS } from '@laufbahn/contracts/limits';
import { Button } from '../../../../components/ui/button.tsx';
import { useFileSize } from '../../../../lib/cv-file/use-file-size.ts';

export interface CvAttachmentProps {
  file: File | null;
  /** A file the member picked; the parent checks it. */
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** Already translated. */
  error?: string;
  disabled?: boolean;
}

/** An optional CV for the application: a button opens the file picker; the chosen file can be removed again. */
export function CvAttachment({ file, onChoose, onRemove, error, disabled }: CvAttachmentProps) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const fileSize = useFileSize();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {t('actions.apply.cv')}
      </span>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('actions.apply.cvHint', { size: fileSize(LIMITS.cvMaxBytes) })}
      </p>
      {file && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line bg-surface px-3 py-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 shrink-0 text-brand"
            fill="none"
            stroke="currentColor"
          >
            <path strokeWidth="1.5" strokeLinejoin="round" d="M6 2.75h8.5L19.25 7.5v13.75H6z" />
            <path strokeWidth="1.5" strokeLinejoin="round" d="M14.25 2.75V7.75h5M9 12h7M9 15.5h7" />
          </svg>
          <span className="min-w-0 flex-1 break-all font-semibold">{file.name}</span>
          <span className="text-sm text-muted">{fileSize(file.size)}</span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onRemove();
              document.getElementById(`${id}-choose`)?.focus();
            }}
            className="min-h-11 rounded-md px-2 text-sm font-semibold text-brand underline hover:bg-white disabled:opacity-60"
          >
            {t('actions.apply.cvRemove')}
          </button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={CV_ACCEPT}
        tabIndex={-1}
        aria-label={t('actions.apply.cvInput')}
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <Button
        id={`${id}-choose`}
        type="button"
        variant="secondary"
        disabled={disabled}
        aria-describedby={describedBy}
        className="self-start"
        onClick={() => input.current?.click()}
      >
        {file ? t('actions.apply.cvReplace') : t('actions.apply.cvChoose')}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
