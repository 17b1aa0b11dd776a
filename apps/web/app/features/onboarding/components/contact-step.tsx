import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { email } from '@laufbahn/contracts/account';
import { phoneNumber } from '@laufbahn/contracts/profile';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useEmailAvailability } from '../api/check-email.ts';
import { onboardingPath } from '../model/steps.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

interface ContactValues {
  email: string;
  phoneNumber: string;
  contactConsent: boolean;
}

/** The phone number is read in the country version's country unless it starts with `+`. */
const schemaFor = (country: CountryCode | undefined) =>
  z.object({
    email,
    phoneNumber: z.union([z.literal(''), phoneNumber(country)]),
    contactConsent: z.boolean(),
  });

/**
 * The e-mail address (required; checked for availability while typing, before anything is sent), an optional
 * phone number and the optional consent to being contacted by headhunters and about Laufbahn.
 */
export function ContactStep() {
  const { t } = useTranslation('onboarding');
  const { countryVersion } = useRootData();
  const step = useDraftStep('contact');
  const country =
    countryVersion === 'eur' ? undefined : (COUNTRY_VERSIONS[countryVersion].locale.split('-')[1] as CountryCode);
  const schema = useMemo(() => schemaFor(country), [country]);
  const form = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: step.draft.email ?? '',
      phoneNumber: step.draft.phoneNumber ?? '',
      contactConsent: step.draft.contactConsent ?? false,
    },
  });
  const typed = useWatch({ control: form.control, name: 'email' });
  const availability = useEmailAvailability(typed);
  const taken = availability.available === false;
  const message = (key?: string) => translateMessageKey(t, key);
  const emailError = taken ? message('validation.emailTaken') : message(form.formState.errors.email?.message);

  const submit = form.handleSubmit((values) => {
    if (taken) {
      document.getElementById('onboarding-email')?.focus();
      return;
    }
    return step.submit({
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      contactConsent: values.contactConsent,
    });
  });

  return (
    <StepShell
      title={t('steps.contact.title')}
      lead={t('steps.contact.lead')}
      onSubmit={submit}
      onBack={step.back}
      busy={step.busy}
      error={step.error}
    >
      <div className="flex flex-col gap-2">
        <TextField
          id="onboarding-email"
          label={t('steps.contact.email')}
          type="email"
          autoComplete="email"
          required
          hint={t('steps.contact.emailHint')}
          error={emailError}
          {...form.register('email')}
        />
        <p className="text-sm" aria-live="polite">
          {taken ? (
            <>
              {t('steps.contact.takenHelp')}{' '}
              <Link
                to={onboardingPath('sign-in')}
                state={{ email: typed }}
                className="font-semibold text-brand underline"
              >
                {t('steps.contact.signIn')}
              </Link>
            </>
          ) : availability.available ? (
            <span className="text-success">{t('steps.contact.available')}</span>
          ) : null}
        </p>
      </div>
      <TextField
        label={t('steps.contact.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('steps.contact.phoneHint', COUNTRY_VERSIONS[countryVersion].phoneExample)}
        error={message(form.formState.errors.phoneNumber?.message)}
        {...form.register('phoneNumber')}
      />
      <CheckboxField label={t('steps.contact.consent')} {...form.register('contactConsent')} />
    </StepShell>
  );
}
