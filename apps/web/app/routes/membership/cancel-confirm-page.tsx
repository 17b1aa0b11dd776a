import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { CancelConfirm } from '../../features/membership/components/cancel-confirm.tsx';

/** `/membership/cancel/confirm?token=…`: the mailed link of the public cancellation. */
export default function CancelConfirmPage() {
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <ContentPage title={t('cancel.confirmTitle')}>
      <CancelConfirm token={token && token.length <= 512 ? token : null} />
    </ContentPage>
  );
}
