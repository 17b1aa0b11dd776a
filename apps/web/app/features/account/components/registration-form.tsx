import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUpBody, type SignUpBody } from '@laufbahn/contracts/account';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useSignUp } from '../api/sign-up.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['email', 'password', 'passwordConfirmation', 'termsAccepted', 'contactConsent'] as const;

interface Props {
  language: Language;
  countryVersion: CountryVersionCode;
  onRegistered: () => void;
}

export function RegistrationForm({ language, countryVersion, onRegistered }: Props) {
  const { t } = useTranslation('account');
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBody),
    defaultValues: { email: '', password: '', passwordConfirmation: '', contactConsent: false },
  });
  const message = (key?: string) => translateMessageKey(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signUp.mutateAsync({ ...values, language, countryVersion });
      onRegistered();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <NewPasswordFields
        password={register('password')}
        passwordConfirmation={register('passwordConfirmation')}
        errors={formState.errors}
        passwordLabel={t('password')}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="registration.terms"
            components={{
              terms: <Link to={paths.info.terms} target="_blank" className="font-semibold text-brand underline" />,
              privacy: <Link to={paths.info.privacy} target="_blank" className="font-semibold text-brand underline" />,
            }}
          />
        }
        error={message(formState.errors.termsAccepted?.message)}
        {...register('termsAccepted')}
      />
      <CheckboxField label={t('registration.contactConsent')} {...register('contactConsent')} />
      <Button type="submit" loading={signUp.isPending}>
        {t('registration.submit')}
      </Button>
    </form>
  );
}
