import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { data, useParams } from 'react-router';
import { LIMITS } from '@laufbahn/contracts/limits';
import { PROFILE_SKILLS_MAX, professionalInformationBody } from '@laufbahn/contracts/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { SaveButton } from '../../components/ui/save-button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TagInput } from '../../components/ui/tag-input.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import {
  updateProfessionalInformation,
  useProfileMutation,
} from '../../features/profile/api/update-profile-section.ts';
import { ProfilePageHeader } from '../../features/profile/components/profile-page-header.tsx';
import { useSectionForm } from '../../features/profile/hooks/use-section-form.ts';
import { useProfileSource } from '../../lib/profile-source.tsx';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/professional-information-page';

const STEPS = ['add-salary'] as const;

/** `…/professional-information` and its `add-salary` sub-step. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.step && !(STEPS as readonly string[]).includes(params.step)) throw data(null, { status: 404 });
  return null;
}

const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

export default function ProfessionalInformationPage() {
  const { t } = useTranslation('profile');
  const { step } = useParams();
  const source = useProfileSource();
  const { data: profile } = useProfile();
  const { data: taxonomies } = useTaxonomies(source.taxonomies);
  const update = useProfileMutation(updateProfessionalInformation);
  const info = profile?.professionalInformation;
  const { form, onSubmit, formError, leavePrompt, message } = useSectionForm({
    schema: professionalInformationBody,
    defaultValues: {
      currentSalaryRangeId: info?.currentSalaryRangeId ?? null,
      managementExperienceId: info?.managementExperienceId ?? null,
      skills: info?.skills ?? [],
    },
    save: (values) => update.mutateAsync(values),
    fields: ['currentSalaryRangeId', 'managementExperienceId', 'skills'],
  });
  const { register, control, formState, setFocus } = form;
  useEffect(() => {
    if (step === 'add-salary') setFocus('currentSalaryRangeId');
  }, [step, setFocus]);

  return (
    <>
      <ProfilePageHeader
        title={step === 'add-salary' ? t('professional.addSalaryTitle') : t('professional.title')}
        lead={step === 'add-salary' ? t('professional.addSalaryLead') : t('professional.lead')}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError && <Alert>{message(formError)}</Alert>}
        <SelectField
          label={t('professional.salary')}
          hint={t('professional.salaryHint')}
          allowEmpty
          options={(taxonomies?.salaryRanges ?? []).map((r) => ({ value: r.id, label: r.name }))}
          error={message(formState.errors.currentSalaryRangeId?.message)}
          {...register('currentSalaryRangeId', { setValueAs: toId })}
        />
        <SelectField
          label={t('professional.management')}
          allowEmpty
          options={(taxonomies?.managementExperiences ?? []).map((r) => ({ value: r.id, label: r.name }))}
          error={message(formState.errors.managementExperienceId?.message)}
          {...register('managementExperienceId', { setValueAs: toId })}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <TagInput
              label={t('professional.skills')}
              hint={
                source.needsCheck('skills')
                  ? `${t('verify.pleaseCheckValue')} ${t('professional.skillsHint', { max: PROFILE_SKILLS_MAX })}`
                  : t('professional.skillsHint', { max: PROFILE_SKILLS_MAX })
              }
              value={field.value ?? []}
              onChange={field.onChange}
              max={PROFILE_SKILLS_MAX}
              maxLength={LIMITS.shortTextMaxLength}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <SaveButton loading={update.isPending} />
      </form>
      {leavePrompt}
    </>
  );
}
