import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CvDropzone } from '../../features/cv/components/cv-dropzone.tsx';
import { FlowProgress } from '../../features/cv/components/flow-progress.tsx';
import { completePaths, paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';

/**
 * `/complete`: upload the CV the profile is to be filled from (spec section 2, completion flow). Open to visitors:
 * their upload is bound to the guest cookie and its token, kept 24 hours, and becomes theirs when they register or
 * log in (docs/decisions/0010-cv-completion-flow.md).
 */
export default function UploadCvPage() {
  const { t } = useTranslation('cv');
  const navigate = useNavigate();
  const { account } = useRootData();
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      <title>{`${t('upload.title')} – Laufbahn`}</title>
      <FlowProgress current="upload" />
      <h1 className="font-serif text-3xl lg:text-4xl">{t('upload.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('upload.lead')}</p>
      {!account && (
        <p className="mt-6 rounded-md border-l-4 border-brand bg-surface px-4 py-3">{t('upload.visitorNote')}</p>
      )}
      <div className="mt-8">
        <CvDropzone
          onUploaded={(upload) =>
            void navigate(
              completePaths.upload({
                id: upload.id,
                token: upload.token,
                fileName: upload.fileName,
                fileSize: upload.fileSize,
              }),
            )
          }
        />
      </div>
      <section aria-labelledby="cv-privacy-title" className="mt-10 rounded-lg bg-surface p-5">
        <h2 id="cv-privacy-title" className="font-serif text-xl">
          {t('privacy.title')}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5">
          <li>{t('privacy.read')}</li>
          <li>{t('privacy.check')}</li>
          <li>{t('privacy.stored')}</li>
        </ul>
        <p className="mt-3">
          <Link to={paths.info.privacy} className="font-semibold text-brand underline">
            {t('privacy.more')}
          </Link>
        </p>
      </section>
    </div>
  );
}
