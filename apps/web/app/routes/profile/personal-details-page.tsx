import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { GENDER_IDS, personalInformationBody } from '@laufbahn/contracts/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DatePartsField } from '../../components/ui/date-parts-field.tsx';
import { LocationCombobox } from '../../components/ui/location-combobox.tsx';
import { SaveButton } from '../../components/ui/save-button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { useDeletePicture } from '../../features/profile/api/profile-picture.ts';
import { updatePersonalInformation, useProfileMutation } from '../../features/profile/api/update-profile-section.ts';
import { ProfilePageHeader } from '../../features/profile/components/profile-page-header.tsx';
import { useSectionForm } from '../../features/profile/hooks/use-section-form.ts';
import { useProfileSource } from '../../lib/profile-source.tsx';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';

const FIELDS = ['genderId', 'name', 'lastName', 'city', 'countryId', 'dateOfBirth', 'geoCodeId'] as const;
const thisYear = new Date().getUTCFullYear();

export default function PersonalDetailsPage() {
  const { t } = useTranslation('profile');
  const source = useProfileSource();
  const { data: profile } = useProfile();
  const { data: taxonomies } = useTaxonomies(source.taxonomies);
  const checkHint = (field: string) => (source.needsCheck(field) ? t('verify.pleaseCheckValue') : undefined);
  const update = useProfileMutation(updatePersonalInformation);
  const removePicture = useDeletePicture();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const person = profile?.personalInformation;
  const { form, onSubmit, formError, leavePrompt, message } = useSectionForm({
    schema: personalInformationBody,
    defaultValues: {
      genderId: person?.genderId ?? undefined,
      name: person?.name ?? '',
      lastName: person?.lastName ?? '',
      city: person?.city ?? '',
      countryId: person?.countryId ?? undefined,
      dateOfBirth: person?.dateOfBirth ?? null,
      geoCodeId: person?.geoCodeId ?? null,
    },
    save: (values) => update.mutateAsync(values),
    fields: FIELDS,
  });
  const { register, control, formState, watch, setValue } = form;
  const countryId = watch('countryId');
  const errors = formState.errors;

  const onRemovePicture = async () => {
    try {
      await removePicture.mutateAsync();
      notify.success(t('photo.removed'));
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };

  return (
    <>
      <ProfilePageHeader title={t('personal.title')} lead={t('personal.lead')} />

      <section aria-labelledby="photo-title" className="mb-8 flex items-center gap-5">
        {profile?.picture ? (
          <img
            src={profile.picture.url}
            alt={t('photo.yours')}
            width={84}
            height={112}
            className="h-28 w-[84px] rounded-md object-cover"
          />
        ) : (
          <div className="h-28 w-[84px] rounded-md border-2 border-dashed border-line" aria-hidden="true" />
        )}
        <div className="flex flex-col items-start gap-2">
          <h2 id="photo-title" className="font-semibold">
            {t('photo.title')}
          </h2>
          <Link to={source.paths.addPhoto} className="font-semibold text-brand underline">
            {profile?.picture ? t('photo.change') : t('photo.add')}
          </Link>
          {profile?.picture && (
            <Button variant="ghost" className="!min-h-9 !px-0" onClick={() => setConfirmRemove(true)}>
              {t('photo.remove')}
            </Button>
          )}
        </div>
      </section>
      <Outlet />

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError && <Alert>{message(formError)}</Alert>}
        <SelectField
          label={t('personal.salutation')}
          allowEmpty
          options={GENDER_IDS.map((id) => ({ value: id, label: t(`personal.gender.${id}`) }))}
          error={message(errors.genderId?.message)}
          {...register('genderId', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('personal.firstName')}
            autoComplete="given-name"
            hint={checkHint('name')}
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={t('personal.lastName')}
            autoComplete="family-name"
            hint={checkHint('lastName')}
            error={message(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <SelectField
          label={t('personal.country')}
          allowEmpty
          options={(taxonomies?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
          error={message(errors.countryId?.message)}
          {...register('countryId', {
            setValueAs: (v) => (v === '' ? undefined : Number(v)),
            onChange: () => {
              setValue('geoCodeId', null, { shouldDirty: true });
              setValue('city', '', { shouldDirty: true });
            },
          })}
        />
        <Controller
          control={control}
          name="geoCodeId"
          render={({ field }) => (
            <LocationCombobox
              key={String(countryId)}
              label={t('personal.city')}
              hint={checkHint('city')}
              countryId={countryId as number | undefined}
              value={field.value ? { geoCodeId: field.value as number, name: watch('city') ?? '' } : null}
              onChange={(location) => {
                field.onChange(location?.geoCodeId ?? null);
                setValue('city', location?.name ?? '', { shouldDirty: true });
              }}
              error={message(errors.geoCodeId?.message ?? errors.city?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field, fieldState }) => (
            <DatePartsField
              legend={t('personal.dateOfBirth')}
              parts={['day', 'month', 'year']}
              value={field.value ?? null}
              onChange={field.onChange}
              years={{ from: thisYear - 90, to: thisYear - 18 }}
              error={message(fieldState.error?.message ?? firstNested(fieldState.error))}
            />
          )}
        />
        <SaveButton loading={update.isPending} />
      </form>
      {leavePrompt}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('photo.removeTitle')}
        description={t('photo.removeText')}
        confirmLabel={t('photo.removeConfirm')}
        cancelLabel={t('form.cancel', { ns: 'common' })}
        onConfirm={() => void onRemovePicture()}
        danger
      />
    </>
  );
}

/** A date's error may sit on one of its parts (`dateOfBirth.day`). */
function firstNested(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      return value.message;
  }
  return undefined;
}
