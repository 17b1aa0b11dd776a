import { useTranslation } from 'react-i18next';

/** Outside production the operator is sample data: the legal pages say so before anything else. */
export function SampleOperatorNote({ sample }: { sample: boolean }) {
  const { t } = useTranslation('legal');
  if (!sample) return null;
  return (
    <p role="note" className="rounded-md border-l-4 border-brand bg-surface px-4 py-3 text-sm">
      {t('siteNotice.sample')}
    </p>
  );
}
