import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { onboardingAccountBody } from '@laufbahn/contracts/onboarding';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useCreateOnboardingAccount } from '../api/create-account.ts';
import { useOnboardingDraft } from '../api/get-draft.ts';
import { nextStep, onboardingPath } from '../model/steps.ts';
import { useStepNavigation } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const schema = z
  .object({
    password: onboardingAccountBody.shape.password,
    passwordConfirmation: z.string(),
    termsAccepted: onboardingAccountBody.shape.termsAccepted,
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: 'validation.passwordMismatch',
    path: ['passwordConfirmation'],
  });
type PasswordValues = z.input<typeof schema>;
const FIELDS = ['password', 'passwordConfirmation', 'termsAccepted'] as const;

/**
 * The password and the consent to the terms and the privacy policy: creates the account from the draft and
 * signs in. People who already have an account sign in instead.
 */
export function PasswordStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { language, countryVersion } = useRootData();
  const { data: draft = {} } = useOnboardingDraft();
  const navigation = useStepNavigation('password');
  const create = useCreateOnboardingAccount();
  const [formError, setFormError] = useState<string>();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    // Cast: the schema accepts only `true` (the terms must be accepted); the box starts unticked.
    defaultValues: { password: '', passwordConfirmation: '', termsAccepted: false as unknown as true },
  });
  const message = (key?: string) => translateMessageKey(t, key);
  const emailTaken = formError === 'emailTaken';
  const missingEmail = !draft.email;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (missingEmail) return;
    try {
      await create.mutateAsync({ draft, ...values, termsAccepted: true, language, countryVersion });
      await navigate(onboardingPath(nextStep('password')!));
    } catch (error) {
      if (error instanceof ApiError && error.fields['draft.email']?.includes('validation.emailTaken')) {
        setFormError('emailTaken');
      } else if (error instanceof ApiError && Object.keys(error.fields).some((field) => field.startsWith('draft.'))) {
        setFormError('draftInvalid');
      } else {
        setFormError(applyServerErrors(error, form.setError, FIELDS));
      }
    }
  });

  return (
    <StepShell
      title={t('steps.password.title')}
      lead={draft.email ? t('steps.password.lead', { email: draft.email }) : undefined}
      submitLabel={t('steps.password.submit')}
      onSubmit={submit}
      onBack={navigation.back}
      busy={create.isPending}
      error={
        formError === 'draftInvalid'
          ? t('steps.password.draftInvalid')
          : formError && !emailTaken
            ? message(formError)
            : undefined
      }
    >
      {(emailTaken || missingEmail) && (
        <div role="alert" className="rounded-md border-l-4 border-danger bg-surface px-4 py-3 text-sm text-danger">
          {emailTaken ? t('emailTaken', { ns: 'validation' }) : t('steps.password.emailMissing')}{' '}
          <Link to={onboardingPath('contact')} className="font-semibold underline">
            {t('steps.password.changeEmail')}
          </Link>
          {emailTaken && (
            <>
              {' · '}
              <Link to={onboardingPath('sign-in')} className="font-semibold underline">
                {t('steps.password.signInInstead')}
              </Link>
            </>
          )}
        </div>
      )}
      <TextField
        label={t('steps.password.password')}
        type="password"
        autoComplete="new-password"
        hint={t('steps.password.passwordHint')}
        error={message(form.formState.errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        label={t('steps.password.confirmation')}
        type="password"
        autoComplete="new-password"
        error={message(form.formState.errors.passwordConfirmation?.message)}
        {...form.register('passwordConfirmation')}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="steps.password.terms"
            components={{
              terms: <Link to={paths.info.terms} target="_blank" className="font-semibold text-brand underline" />,
              privacy: <Link to={paths.info.privacy} target="_blank" className="font-semibold text-brand underline" />,
            }}
          />
        }
        error={message(form.formState.errors.termsAccepted?.message)}
        {...form.register('termsAccepted')}
      />
      <p className="text-sm">
        {t('steps.password.haveAccount')}{' '}
        <Link to={onboardingPath('sign-in')} className="font-semibold text-brand underline">
          {t('steps.password.signIn')}
        </Link>
      </p>
    </StepShell>
  );
}
