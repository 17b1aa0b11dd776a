import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/**
 * Asked before a profile turns invisible: nobody can send contact requests then. Offers anonymous instead,
 * which hides name, photo, contact details and employer but keeps requests coming.
 */
export function InvisibleConfirmDialog({
  open,
  onOpenChange,
  onInvisible,
  onAnonymous,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvisible: () => void;
  onAnonymous: () => void;
}) {
  const { t } = useTranslation('visibility');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('confirmInvisible.title')}
      description={t('confirmInvisible.text')}
      confirmLabel={t('confirmInvisible.confirm')}
      cancelLabel={t('confirmInvisible.cancel')}
      alternative={{ label: t('confirmInvisible.anonymous'), onSelect: onAnonymous }}
      onConfirm={onInvisible}
    />
  );
}
