import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/max';
import { contactDetailsBody } from '@laufbahn/contracts/profile';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Alert } from '../../components/ui/alert.tsx';
import { SaveButton } from '../../components/ui/save-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { updateContactDetails, useProfileMutation } from '../../features/profile/api/update-profile-section.ts';
import { ProfilePageHeader } from '../../features/profile/components/profile-page-header.tsx';
import { useSectionForm } from '../../features/profile/hooks/use-section-form.ts';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { useProfileSource } from '../../lib/profile-source.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** The member's country decides how a national number is read; without one, the country version's. */
function useDefaultPhoneCountry(countryId: number | null | undefined): CountryCode | undefined {
  const { countryVersion } = useRootData();
  const { data: taxonomies } = useTaxonomies(useProfileSource().taxonomies);
  const iso =
    (countryId && taxonomies?.countries.find((c) => c.id === countryId)?.isoCode) ||
    COUNTRY_VERSIONS[countryVersion].locale.split('-')[1];
  return (countryVersion === 'eur' && !countryId ? undefined : iso) as CountryCode | undefined;
}

export default function ContactDetailsPage() {
  const { t } = useTranslation('profile');
  const source = useProfileSource();
  const { data: profile } = useProfile();
  const generated = source.kind === 'generated';
  const defaultCountry = useDefaultPhoneCountry(profile?.personalInformation.countryId);
  const phoneHint = t('contact.phoneHint', COUNTRY_VERSIONS[useRootData().countryVersion].phoneExample);
  const schema = useMemo(() => contactDetailsBody(defaultCountry), [defaultCountry]);
  const update = useProfileMutation(updateContactDetails);
  const { form, onSubmit, formError, leavePrompt, message } = useSectionForm({
    schema,
    defaultValues: { phoneNumber: profile?.contactDetails.phoneNumber ?? '' },
    save: (values) => update.mutateAsync(values),
    fields: ['phoneNumber'],
  });
  return (
    <>
      <ProfilePageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError && <Alert>{message(formError)}</Alert>}
        {/* A generated profile shows the address found in the CV; the sign-in address stays the account's. */}
        {(!generated || profile?.contactDetails.email) && (
          <TextField
            label={generated ? t('verify.cvEmail') : t('contact.email')}
            value={profile?.contactDetails.email ?? ''}
            readOnly
            hint={generated ? t('verify.cvEmailHint') : t('contact.emailHint')}
          />
        )}
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          hint={source.needsCheck('phoneNumber') ? `${t('verify.pleaseCheckValue')} ${phoneHint}` : phoneHint}
          error={message(form.formState.errors.phoneNumber?.message)}
          {...form.register('phoneNumber')}
        />
        <SaveButton loading={update.isPending} />
      </form>
      {leavePrompt}
    </>
  );
}
