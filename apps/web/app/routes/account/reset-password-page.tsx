import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passwordResetBody, type PasswordResetBody } from '@laufbahn/contracts/account';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useResetPassword } from '../../features/account/api/password-reset.ts';
import { NewPasswordFields } from '../../features/account/components/new-password-fields.tsx';
import { applyServerErrors } from '../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { token: params.get('token') ?? '', password: '', passwordConfirmation: '' },
  });
  const message = (key?: string) => translateMessageKey(t, key);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'passwordConfirmation']));
    }
  });
  const tokenError = formState.errors.token?.message;

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      {reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('reset.done')}</Alert>
          <Link to="/login" className="font-semibold text-brand underline">
            {t('reset.toLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {(formError || tokenError) && <Alert>{message(tokenError ?? formError)}</Alert>}
          <input type="hidden" {...register('token')} />
          <NewPasswordFields
            password={register('password')}
            passwordConfirmation={register('passwordConfirmation')}
            errors={formState.errors}
            passwordLabel={t('reset.password')}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
