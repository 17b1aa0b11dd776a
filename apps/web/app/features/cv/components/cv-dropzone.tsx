import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { CV_ACCEPT } from '@laufbahn/contracts/cv-files';
import { LIMITS } from '@laufbahn/contracts/limits';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { useUploadCv } from '../api/upload-cv.ts';
import { useFileSize } from '../../../lib/cv-file/use-file-size.ts';
import { checkCvFile } from '../../../lib/cv-file/file-check.ts';
import { uploadProblem } from '../../../lib/cv-file/upload-problem.ts';

/**
 * Choose the CV by dropping it here or with the file button (keyboard and screen readers use the button).
 * Size and type are checked before anything is sent; while the file travels, a bar shows how far it is.
 */
export function CvDropzone({ onUploaded }: { onUploaded: (upload: AccountUpload) => void }) {
  const { t } = useTranslation('cv');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const fileSize = useFileSize();
  const format = useFormats();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [chosen, setChosen] = useState<File>();
  const upload = useUploadCv(setProgress);

  const take = async (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setProblem(undefined);
    setChosen(file);
    const found = checkCvFile(file);
    if (found) return setProblem(found);
    setProgress(0);
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(uploadProblem(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };
  const percent = Math.round(progress * 100);

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-5 py-10 text-center transition-colors ${
          dragging ? 'border-brand bg-surface' : 'border-line bg-white'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-brand" fill="none" stroke="currentColor">
          <path strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" d="M12 16V4m0 0-4 4m4-4 4 4" />
          <path strokeWidth="1.5" strokeLinecap="round" d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </svg>
        <p className="font-semibold">{t('upload.drop')}</p>
        <p className="text-sm text-muted">{t('upload.or')}</p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={CV_ACCEPT}
          tabIndex={-1}
          aria-label={t('upload.fileInput')}
          className="sr-only"
          onChange={(event) => void take(event.target.files?.[0])}
        />
        <Button
          type="button"
          loading={upload.isPending}
          aria-describedby={`${id}-requirements`}
          onClick={() => input.current?.click()}
        >
          {t('upload.choose')}
        </Button>
        <p id={`${id}-requirements`} className="text-sm text-muted">
          {t('upload.requirements', { size: fileSize(LIMITS.cvMaxBytes) })}
        </p>
      </div>

      {upload.isPending && chosen && (
        <div className="rounded-lg bg-surface p-4">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span id={`${id}-progress`} className="min-w-0 break-all font-semibold">
              {t('upload.uploading', { name: chosen.name })}
            </span>
            <span>{format.percent(progress)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-2 h-2.5 rounded-full bg-white"
          >
            <div className="h-2.5 rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}

      {problem && (
        <Alert>
          {chosen && <span className="break-all font-semibold">{`${chosen.name}: `}</span>}
          {translateMessageKey(t, problem)}
        </Alert>
      )}
    </div>
  );
}
