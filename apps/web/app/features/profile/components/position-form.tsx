import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@laufbahn/contracts/limits';
import type { z } from 'zod';
import { currentPositionBody, pastPositionBody, type Position } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DatePartsField } from '../../../components/ui/date-parts-field.tsx';
import { LocationCombobox } from '../../../components/ui/location-combobox.tsx';
import { SaveButton } from '../../../components/ui/save-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import type { ProfileLike } from '../../../lib/profile-source.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';

/** Sub-steps of the position routes (spec section 2) that a position has fields for. */
export const POSITION_STEPS = ['add-career-level', 'add-function', 'add-industry', 'add-location'] as const;
export type PositionStep = (typeof POSITION_STEPS)[number];
const STEP_FIELD = {
  'add-career-level': 'careerLevelId',
  'add-function': 'functionId',
  'add-industry': 'industryId',
  'add-location': 'geoCodeId',
} as const;

const FIELDS = [
  'title',
  'companyName',
  'startDate',
  'endDate',
  'geoCodeId',
  'countryId',
  'city',
  'careerLevelId',
  'functionId',
  'industryId',
  'description',
  'identifier',
  'alongside',
] as const;
/**
 * Both position schemas as one form type: a past position's fields are the current one's without `identifier`
 * (optional there) and with `alongside` (a role still held beside the current one), so either schema checks the form.
 */
type PositionSchema = z.ZodType<
  z.output<typeof currentPositionBody> & { alongside?: boolean },
  z.input<typeof currentPositionBody> & { alongside?: boolean }
>;
export type PositionValues = z.output<PositionSchema>;

const thisYear = new Date().getUTCFullYear();
const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

export interface PositionFormProps {
  /** Past positions have an end date; the current one has none. */
  kind: 'current' | 'past';
  position?: Position;
  taxonomies?: Taxonomies;
  step?: PositionStep;
  save: (values: PositionValues) => Promise<ProfileLike>;
  saving: boolean;
  onSaved: () => void;
  /** Taxonomy fields whose mapping from the CV was uncertain: marked "please check". */
  uncertain?: readonly ('careerLevelId' | 'functionId' | 'industryId')[];
  /** Fields the CV left open, with why: shown under the field and announced with it. */
  checkHints?: Partial<Record<'title' | 'companyName' | 'startDate' | 'endDate', string>>;
}

export function PositionForm({
  kind,
  position,
  taxonomies,
  step,
  save,
  saving,
  onSaved,
  uncertain = [],
  checkHints = {},
}: PositionFormProps) {
  const { t } = useTranslation('profile');
  const schema: PositionSchema = kind === 'current' ? currentPositionBody : pastPositionBody;
  const { form, onSubmit, formError, leavePrompt, message } = useSectionForm({
    schema,
    defaultValues: {
      ...(kind === 'current' && position ? { identifier: position.identifier } : {}),
      title: position?.title ?? '',
      companyName: position?.companyName ?? '',
      startDate: position?.startDate,
      endDate: kind === 'past' ? (position?.endDate ?? null) : null,
      // A position that is not the current one and has no end is held alongside it.
      ...(kind === 'past'
        ? { alongside: position !== undefined && !position.current && position.endDate === null }
        : {}),
      geoCodeId: position?.geoCodeId ?? null,
      countryId: position?.countryId ?? null,
      city: position?.city ?? '',
      careerLevelId: position?.careerLevelId ?? null,
      functionId: position?.functionId ?? null,
      industryId: position?.industryId ?? null,
      description: position?.description ?? '',
    },
    save,
    fields: FIELDS,
    onSaved,
  });
  const { register, control, formState, setFocus, setValue, watch } = form;
  const errors = formState.errors;
  const alongside = kind === 'past' && watch('alongside') === true;
  useEffect(() => {
    if (step) setFocus(STEP_FIELD[step]);
  }, [step, setFocus]);

  const select = (name: 'careerLevelId' | 'functionId' | 'industryId', items: { id: number; name: string }[] = []) => (
    <SelectField
      key={name}
      label={t(`positions.fields.${name}`)}
      hint={uncertain.includes(name) ? t('verify.pleaseCheckMapping') : undefined}
      allowEmpty
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      error={message(errors[name]?.message)}
      {...register(name, { setValueAs: toId })}
    />
  );
  const taxonomyFields = [
    ['careerLevelId', taxonomies?.careerLevels],
    ['functionId', taxonomies?.functions],
    ['industryId', taxonomies?.industries],
  ] as const;
  const dateError = (name: 'startDate' | 'endDate') => {
    const error = errors[name];
    return message(error?.message) ?? message(error?.month?.message ?? error?.year?.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('positions.fields.title')}
        hint={checkHints.title}
        maxLength={LIMITS.shortTextMaxLength + 1}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <TextField
        label={t('positions.fields.companyName')}
        hint={checkHints.companyName}
        maxLength={LIMITS.shortTextMaxLength + 1}
        autoComplete="organization"
        error={message(errors.companyName?.message)}
        {...register('companyName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DatePartsField
              legend={t('positions.fields.startDate')}
              hint={checkHints.startDate}
              parts={['month', 'year']}
              value={field.value ?? null}
              onChange={field.onChange}
              years={{ from: thisYear - 60, to: thisYear }}
              error={dateError('startDate')}
            />
          )}
        />
        {kind === 'past' && !alongside ? (
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DatePartsField
                legend={t('positions.fields.endDate')}
                hint={checkHints.endDate}
                parts={['month', 'year']}
                value={field.value ?? null}
                onChange={field.onChange}
                years={{ from: thisYear - 60, to: thisYear }}
                error={dateError('endDate')}
              />
            )}
          />
        ) : (
          <p className="self-end pb-3 text-muted">{t('positions.untilToday')}</p>
        )}
      </div>
      {kind === 'past' && (
        <CheckboxField
          label={t('positions.alongside')}
          // A role the CV called current beside the main job: the reason to check it goes with the box.
          hint={checkHints.endDate ?? t('positions.alongsideHint')}
          error={message(errors.alongside?.message)}
          {...register('alongside', {
            // A role kept open has no end date; one closed again asks for it afresh.
            onChange: () => setValue('endDate', null),
          })}
        />
      )}
      <Controller
        control={control}
        name="geoCodeId"
        render={({ field }) => (
          <LocationCombobox
            label={t('positions.fields.location')}
            value={typeof field.value === 'number' ? { geoCodeId: field.value, name: watch('city') ?? '' } : null}
            onChange={(location) => {
              field.onChange(location?.geoCodeId ?? null);
              setValue('city', location?.name ?? '', { shouldDirty: true });
            }}
            error={message(errors.geoCodeId?.message ?? errors.city?.message)}
          />
        )}
      />
      {taxonomyFields.map(([name, items]) => select(name, items))}
      <TextareaField
        label={t('positions.fields.description')}
        length={(watch('description') ?? '').length}
        maxLength={LIMITS.descriptionMaxLength}
        error={message(errors.description?.message)}
        {...register('description')}
      />
      <SaveButton loading={saving} />
      {leavePrompt}
    </form>
  );
}
