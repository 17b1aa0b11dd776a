import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@laufbahn/contracts/account';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useRequestPasswordReset } from '../../features/account/api/password-reset.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutateAsync(values).catch(() => undefined));
  const failure = request.error instanceof ApiError ? request.error.code : undefined;

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
      {request.isSuccess ? (
        <Alert tone="success">{t('forgot.sent')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            error={translateMessageKey(t, formState.errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
