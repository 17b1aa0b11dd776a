import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { recruiterSignInBody, type RecruiterSignInBody } from '@laufbahn/contracts/recruiter';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useSignInRecruiter } from '../api/recruiter-account.ts';

export function RecruiterSignInForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useTranslation('recruiter');
  const signIn = useSignInRecruiter();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<RecruiterSignInBody>({
    resolver: zodResolver(recruiterSignInBody),
    defaultValues: { email: '', password: '' },
  });
  const message = (key?: string) => translateMessageKey(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signIn.mutateAsync(values);
      await onSignedIn();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" loading={signIn.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
