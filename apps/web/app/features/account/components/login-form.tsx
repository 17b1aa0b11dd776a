import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
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
  twoSteps = false,
}: {
  onSignedIn: () => void | Promise<void>;
  /** An address the visitor already typed elsewhere (the onboarding wizard's contact step). */
  defaultEmail?: string;
  /** The login experiment's test variant: the e-mail address first, the password on a second step. */
  twoSteps?: boolean;
}) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string>();
  const [emailConfirmed, setEmailConfirmed] = useState(false);
  const { register, handleSubmit, setError, formState, getValues, getFieldState, trigger, setFocus } =
    useForm<SignInBody>({
      resolver: zodResolver(signInBody),
      defaultValues: { email: defaultEmail, password: '' },
    });
  const message = (key?: string) => translateMessageKey(t, key);
  const askingEmail = twoSteps && !emailConfirmed;

  const continueWithEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await trigger('email'))) return;
    setEmailConfirmed(true);
  };
  const changeEmail = () => {
    setEmailConfirmed(false);
    setFormError(undefined);
  };
  useEffect(() => {
    if (!twoSteps) return;
    setFocus(emailConfirmed ? 'password' : 'email');
  }, [twoSteps, emailConfirmed, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signIn.mutateAsync(values);
      await onSignedIn();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
      if (getFieldState('email').invalid) setEmailConfirmed(false);
    }
  });

  if (askingEmail) {
    return (
      <form onSubmit={(event) => void continueWithEmail(event)} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('email')}
          type="email"
          autoComplete="username"
          error={message(formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit">{t('login.continue')}</Button>
      </form>
    );
  }

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
      {twoSteps ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>
            {t('login.signingInAs')} <strong className="break-all">{getValues('email')}</strong>
          </span>
          <button type="button" onClick={changeEmail} className="text-brand underline">
            {t('login.changeEmail')}
          </button>
          {/* The address stays in the form for password managers, which pair it with the password. */}
          <input type="email" autoComplete="username" value={getValues('email')} readOnly hidden />
        </p>
      ) : (
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={message(formState.errors.email?.message)}
          {...register('email')}
        />
      )}
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
