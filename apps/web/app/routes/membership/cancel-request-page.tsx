import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { CancelRequestForm } from '../../features/membership/components/cancel-request-form.tsx';

/**
 * `/membership/cancel`: "Verträge hier kündigen" (§ 312k BGB), public and linked in every page's footer. A member
 * who is signed in can also cancel in one click on the membership page.
 */
export default function CancelRequestPage() {
  const { t } = useTranslation('membership');
  return (
    <ContentPage title={t('cancel.title')} lead={t('cancel.lead')}>
      <CancelRequestForm />
      <p className="text-sm leading-relaxed text-muted">{t('cancel.note')}</p>
    </ContentPage>
  );
}
