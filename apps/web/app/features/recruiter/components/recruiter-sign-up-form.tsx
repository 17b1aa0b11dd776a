import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recruiterSignUpBody, type RecruiterSignUpBody } from '@laufbahn/contracts/recruiter';
import { ORGANISATION_KINDS } from '@laufbahn/contracts/recruiter-site';
import type { Language } from '@laufbahn/i18n/languages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useSignUpRecruiter } from '../api/recruiter-account.ts';

const FIELDS = [
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'organisationName',
  'organisationKind',
  'termsAccepted',
] as const;

/** A recruiter's account and their organisation in one form; the verification mail goes out on success. */
export function RecruiterSignUpForm({
  language,
  onRegistered,
}: {
  language: Language;
  onRegistered: () => void | Promise<void>;
}) {
  const { t } = useTranslation('recruiter');
  const signUp = useSignUpRecruiter();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState, control } = useForm<RecruiterSignUpBody>({
    resolver: zodResolver(recruiterSignUpBody),
    defaultValues: { name: '', email: '', password: '', passwordConfirmation: '', organisationName: '' },
  });
  const message = (key?: string) => translateMessageKey(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signUp.mutateAsync({ ...values, language });
      await onRegistered();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('signUp.name')}
        autoComplete="name"
        error={message(formState.errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
        hint={t('signUp.emailHint')}
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('signUp.organisationName')}
        autoComplete="organization"
        error={message(formState.errors.organisationName?.message)}
        {...register('organisationName')}
      />
      <Controller
        control={control}
        name="organisationKind"
        render={({ field }) => (
          <RadioGroup
            legend={t('signUp.organisationKind')}
            legendClassName="mb-1 font-semibold"
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(formState.errors.organisationKind?.message)}
            options={ORGANISATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
        )}
      />
      <TextField
        label={t('signUp.password')}
        type="password"
        autoComplete="new-password"
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('signUp.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={message(formState.errors.passwordConfirmation?.message)}
        {...register('passwordConfirmation')}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            ns="account"
            i18nKey="account:registration.terms"
            components={{
              terms: <Link to={paths.info.terms} target="_blank" className="font-semibold text-brand underline" />,
              privacy: <Link to={paths.info.privacy} target="_blank" className="font-semibold text-brand underline" />,
            }}
          />
        }
        error={message(formState.errors.termsAccepted?.message)}
        {...register('termsAccepted')}
      />
      <Button type="submit" loading={signUp.isPending}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
