import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useRequestPasswordReset } from '../../features/account/api/password-reset.ts';
import { EmailLinkForm } from '../../features/account/components/email-link-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  return (
    <AuthCard
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      footer={
        <Link to="/login" className="text-brand underline">
          {t('forgot.back')}
        </Link>
      }
    >
      <EmailLinkForm request={request} submitLabel={t('forgot.submit')} sentText={t('forgot.sent')} />
    </AuthCard>
  );
}
