import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

interface Props {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  passwordLabel: string;
}

/** A new password and its repetition, as registration and password reset ask for them. */
export function NewPasswordFields({ register, errors, passwordLabel }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('registration.passwordHint')}
        error={translateMessageKey(t, errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('registration.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={translateMessageKey(t, errors.passwordConfirmation?.message)}
        {...register('passwordConfirmation')}
      />
    </>
  );
}
