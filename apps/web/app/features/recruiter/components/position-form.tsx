import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import {
  POSITION_CURRENCIES,
  POSITION_LANGUAGES,
  POSITION_LIMITS,
  positionBody,
  type PositionBody,
  type PositionInput,
  type RecruiterPosition,
} from '@laufbahn/contracts/recruiter-positions';
import { WORKPLACE_TYPES } from '@laufbahn/contracts/job-constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LocationCombobox } from '../../../components/ui/location-combobox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { publishPosition, updatePosition } from '../api/positions.ts';
import { recruiterPaths } from '../model/recruiter-paths.ts';

type Item = { id: number; name: string };
export interface PositionTaxonomies {
  careerLevels?: Item[];
  functions?: Item[];
  industries?: Item[];
}

const FIELDS = [
  'title',
  'companyName',
  'description',
  'language',
  'careerLevelId',
  'functionId',
  'industryId',
  'geoCodeId',
  'workplaceType',
  'salaryMin',
  'salaryMax',
  'currency',
  'mandate',
  'exclusiveMandate',
] as const;

const toNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** Publish a position, or edit an open one: the pay range is required; a headhunter names the client. */
export function PositionForm({
  kind,
  taxonomies,
  position,
  defaultLanguage,
  defaultCurrency,
}: {
  kind: OrganisationKind;
  taxonomies: PositionTaxonomies | null;
  position: RecruiterPosition | null;
  defaultLanguage: PositionBody['language'];
  defaultCurrency: PositionBody['currency'];
}) {
  const { t } = useTranslation('recruiter');
  const navigate = useNavigate();
  const headhunter = kind === 'headhunter';
  const [formError, setFormError] = useState<string>();
  const [city, setCity] = useState(position?.city ?? '');
  const { register, handleSubmit, setError, control, formState } = useForm<PositionInput, unknown, PositionBody>({
    resolver: zodResolver(positionBody),
    defaultValues: position
      ? {
          title: position.title,
          companyName: headhunter ? position.companyName : undefined,
          description: position.description,
          language: position.language,
          careerLevelId: position.careerLevelId,
          functionId: position.functionId,
          industryId: position.industryId,
          geoCodeId: position.geoCodeId ?? undefined,
          workplaceType: position.workplaceType,
          salaryMin: position.salaryMin,
          salaryMax: position.salaryMax,
          currency: position.currency,
          ...(headhunter ? { mandate: position.mandate, exclusiveMandate: position.exclusiveMandate } : {}),
        }
      : {
          title: '',
          description: '',
          language: defaultLanguage,
          workplaceType: 'onsite',
          currency: defaultCurrency,
          ...(headhunter ? { companyName: '', mandate: false, exclusiveMandate: false } : {}),
        },
  });
  const description = useWatch({ control, name: 'description' });
  const message = (key?: string) => translateMessageKey(t, key);
  const { errors } = formState;
  const options = (items: Item[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if (position) await updatePosition(position.id, values);
      else await publishPosition(values);
      notify.success(position ? t('positions.saved') : t('positions.published'));
      await navigate(recruiterPaths.positions);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('positions.fields.title')}
        maxLength={POSITION_LIMITS.titleMaxLength}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      {headhunter && (
        <TextField
          label={t('positions.fields.companyName')}
          hint={t('positions.fields.companyNameHint')}
          maxLength={POSITION_LIMITS.companyNameMaxLength}
          error={message(errors.companyName?.message)}
          {...register('companyName')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t('positions.fields.careerLevel')}
          allowEmpty
          options={options(taxonomies?.careerLevels)}
          error={message(errors.careerLevelId?.message)}
          {...register('careerLevelId', { setValueAs: toNumber })}
        />
        <SelectField
          label={t('positions.fields.function')}
          allowEmpty
          options={options(taxonomies?.functions)}
          error={message(errors.functionId?.message)}
          {...register('functionId', { setValueAs: toNumber })}
        />
        <SelectField
          label={t('positions.fields.industry')}
          allowEmpty
          options={options(taxonomies?.industries)}
          error={message(errors.industryId?.message)}
          {...register('industryId', { setValueAs: toNumber })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="geoCodeId"
          render={({ field }) => (
            <LocationCombobox
              label={t('positions.fields.location')}
              value={typeof field.value === 'number' ? { geoCodeId: field.value, name: city } : null}
              onChange={(location) => {
                field.onChange(location?.geoCodeId);
                setCity(location?.name ?? '');
              }}
              error={message(errors.geoCodeId?.message)}
            />
          )}
        />
        <SelectField
          label={t('positions.fields.workplace')}
          options={WORKPLACE_TYPES.map((type) => ({ value: type, label: t(`positions.workplace.${type}`) }))}
          error={message(errors.workplaceType?.message)}
          {...register('workplaceType')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('positions.fields.pay')}</legend>
        <p className="text-sm text-muted">{t('positions.fields.payHint')}</p>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={t('positions.fields.salaryMin')}
            inputMode="numeric"
            error={message(errors.salaryMin?.message)}
            {...register('salaryMin', { setValueAs: toNumber })}
          />
          <TextField
            label={t('positions.fields.salaryMax')}
            inputMode="numeric"
            error={message(errors.salaryMax?.message)}
            {...register('salaryMax', { setValueAs: toNumber })}
          />
          <SelectField
            label={t('positions.fields.currency')}
            options={POSITION_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            error={message(errors.currency?.message)}
            {...register('currency')}
          />
        </div>
      </fieldset>
      <SelectField
        label={t('positions.fields.language')}
        options={POSITION_LANGUAGES.map((language) => ({
          value: language,
          label: t(`positions.languages.${language}`),
        }))}
        error={message(errors.language?.message)}
        {...register('language')}
      />
      <TextareaField
        label={t('positions.fields.description')}
        rows={10}
        length={description?.length ?? 0}
        maxLength={POSITION_LIMITS.descriptionMaxLength}
        error={message(errors.description?.message)}
        {...register('description')}
      />
      {headhunter && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('positions.fields.mandateTitle')}</legend>
          <CheckboxField label={t('positions.fields.mandate')} {...register('mandate')} />
          <CheckboxField
            label={t('positions.fields.exclusiveMandate')}
            error={message(errors.exclusiveMandate?.message)}
            {...register('exclusiveMandate')}
          />
        </fieldset>
      )}
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {position ? t('positions.save') : t('positions.publish')}
        </Button>
      </div>
    </form>
  );
}
