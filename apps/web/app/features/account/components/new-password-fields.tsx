import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';

interface Props {
  password: UseFormRegisterReturn;
  passwordConfirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; passwordConfirmation?: FieldError };
  passwordLabel: string;
}

/** A new password and its repetition, as registration and password reset ask for them. */
export function NewPasswordFields({ password, passwordConfirmation, errors, passwordLabel }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('registration.passwordHint')}
        error={translateMessageKey(t, errors.password?.message)}
        {...password}
      />
      <TextField
        label={t('registration.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={translateMessageKey(t, errors.passwordConfirmation?.message)}
        {...passwordConfirmation}
      />
    </>
  );
}
