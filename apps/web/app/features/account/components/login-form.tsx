import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInBody, type SignInBody } from '@laufbahn/contracts/account';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useSignIn } from '../api/sign-in.ts';

export function LoginForm({
  onSignedIn,
  defaultEmail = '',
}: {
  onSignedIn: () => void | Promise<void>;
  /** An address the visitor already typed elsewhere (the onboarding wizard's contact step). */
  defaultEmail?: string;
}) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState, getValues } = useForm<SignInBody>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: defaultEmail, password: '' },
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
      {formError && (
        <Alert>
          {message(formError)}
          {formError === 'sign_in_throttled' && (
            <>
              {' '}
              <Link
                to={`${paths.signInLink}?email=${encodeURIComponent(getValues('email'))}`}
                className="font-semibold underline"
              >
                {t('login.sendLink')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
