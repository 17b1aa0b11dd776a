import { useId, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@laufbahn/contracts/limits';
import { fromServerCrop, toServerCrop } from '@laufbahn/contracts/profile-picture';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { usePicture, useRecropPicture, useUploadPicture } from '../api/profile-picture.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const ASPECT = LIMITS.photoMinWidth / LIMITS.photoMinHeight;

interface Source {
  dataUrl: string;
  /** True for a file chosen now; false for the stored original being cropped again. */
  fresh: boolean;
  initialCrop?: Area;
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = reject;
    image.src = dataUrl;
  });
}

/** Choose a photo, crop it to a portrait, save. The server checks the image again and keeps the original. */
export function PhotoEditor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { nonce } = useRootData();
  const inputId = useId();
  const stored = usePicture();
  const upload = useUploadPicture();
  const recrop = useRecropPicture();
  const [chosen, setChosen] = useState<Source | null>(null);
  // Until a new file is chosen, the stored original is cropped again.
  const storedSource = useMemo<Source | null>(
    () =>
      stored.data
        ? {
            dataUrl: `data:${stored.data.mimeType};base64,${stored.data.picture}`,
            fresh: false,
            initialCrop: fromServerCrop(stored.data.dimensions),
          }
        : null,
    [stored.data],
  );
  const source = chosen ?? storedSource;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string>();

  const choose = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError('validation.imageInvalid');
    if (file.size > LIMITS.photoMaxBytes) return setError('validation.imageTooLarge');
    try {
      const dataUrl = await readFile(file);
      const size = await imageSize(dataUrl);
      if (size.width < LIMITS.photoMinWidth || size.height < LIMITS.photoMinHeight)
        return setError('validation.imageTooSmall');
      setZoom(1);
      setCrop({ x: 0, y: 0 });
      setChosen({ dataUrl, fresh: true });
    } catch {
      setError('validation.imageInvalid');
    }
  };

  const save = async () => {
    if (!source || !area) return;
    setError(undefined);
    try {
      const dimensions = toServerCrop(area);
      if (source.fresh) await upload.mutateAsync({ picture: source.dataUrl, dimensions });
      else await recrop.mutateAsync({ dimensions });
      onDone();
    } catch (failure) {
      const field =
        failure instanceof ApiError ? (failure.fields.picture ?? failure.fields.dimensions)?.[0] : undefined;
      setError(field ?? (failure instanceof ApiError ? failure.code : 'internal'));
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-8 rounded-lg border border-line p-5">
      <h2 id={`${inputId}-title`} className="font-serif text-xl">
        {t('photo.editorTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('photo.requirements')}</p>
      {error && (
        <div className="mt-4">
          <Alert>{translateMessageKey(t, error)}</Alert>
        </div>
      )}
      <div className="mt-4">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t('photo.chooseFile')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-brand file:bg-white file:px-4 file:font-semibold file:text-brand"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {source && (
        <>
          <div className="relative mt-4 h-80 w-full overflow-hidden rounded-md bg-ink">
            <Cropper
              image={source.dataUrl}
              crop={crop}
              zoom={zoom}
              aspect={ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(percentages) => setArea(percentages)}
              initialCroppedAreaPercentages={source.initialCrop}
              nonce={nonce}
              cropperProps={{ role: 'application', 'aria-label': t('photo.cropArea') }}
            />
          </div>
          <label htmlFor={`${inputId}-zoom`} className="mt-4 block text-sm font-semibold">
            {t('photo.zoom')}
          </label>
          <input
            id={`${inputId}-zoom`}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="w-full accent-brand"
          />
          <p className="mt-1 text-sm text-muted">{t('photo.cropHint')}</p>
        </>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => void save()} disabled={!source || !area} loading={upload.isPending || recrop.isPending}>
          {t('photo.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel', { ns: 'common' })}
        </Button>
      </div>
    </section>
  );
}
