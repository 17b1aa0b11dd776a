import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@laufbahn/contracts/limits';
import { currentPositionBody, pastPositionBody, type Position } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
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
] as const;
const thisYear = new Date().getUTCFullYear();
const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

export interface PositionFormProps {
  /** Past positions have an end date; the current one has none. */
  kind: 'current' | 'past';
  position?: Position;
  taxonomies?: Taxonomies;
  step?: PositionStep;
  save: (values: Record<string, unknown>) => Promise<ProfileLike>;
  saving: boolean;
  onSaved: () => void;
  /** Taxonomy fields whose mapping from the CV was uncertain: marked "please check". */
  uncertain?: readonly ('careerLevelId' | 'functionId' | 'industryId')[];
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
}: PositionFormProps) {
  const { t } = useTranslation('profile');
  const schema = kind === 'current' ? currentPositionBody : pastPositionBody;
  const { form, onSubmit, formError, leavePrompt, message } = useSectionForm({
    schema,
    defaultValues: {
      ...(kind === 'current' && position ? { identifier: position.identifier } : {}),
      title: position?.title ?? '',
      companyName: position?.companyName ?? '',
      startDate: position?.startDate,
      endDate: kind === 'past' ? (position?.endDate ?? null) : null,
      geoCodeId: position?.geoCodeId ?? null,
      countryId: position?.countryId ?? null,
      city: position?.city ?? '',
      careerLevelId: position?.careerLevelId ?? null,
      functionId: position?.functionId ?? null,
      industryId: position?.industryId ?? null,
      description: position?.description ?? '',
    } as never,
    save: (values) => save(values as Record<string, unknown>),
    fields: FIELDS,
    onSaved,
  });
  const { register, control, formState, setFocus, setValue, watch } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  useEffect(() => {
    if (step) setFocus(STEP_FIELD[step] as never);
  }, [step, setFocus]);

  const select = (name: 'careerLevelId' | 'functionId' | 'industryId', items: { id: number; name: string }[] = []) => (
    <SelectField
      key={name}
      label={t(`positions.fields.${name}`)}
      hint={uncertain.includes(name) ? t('verify.pleaseCheckMapping') : undefined}
      allowEmpty
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      error={message(errors[name]?.message)}
      {...register(name as never, { setValueAs: toId })}
    />
  );
  const taxonomyFields = [
    ['careerLevelId', taxonomies?.careerLevels],
    ['functionId', taxonomies?.functions],
    ['industryId', taxonomies?.industries],
  ] as const;
  const dateError = (name: 'startDate' | 'endDate') => {
    const error = formState.errors[name as never] as Record<string, { message?: string }> | undefined;
    return message(error?.message as string | undefined) ?? message(error?.month?.message ?? error?.year?.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('positions.fields.title')}
        maxLength={LIMITS.shortTextMaxLength + 1}
        error={message(errors.title?.message)}
        {...register('title' as never)}
      />
      <TextField
        label={t('positions.fields.companyName')}
        maxLength={LIMITS.shortTextMaxLength + 1}
        autoComplete="organization"
        error={message(errors.companyName?.message)}
        {...register('companyName' as never)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name={'startDate' as never}
          render={({ field }) => (
            <DatePartsField
              legend={t('positions.fields.startDate')}
              parts={['month', 'year']}
              value={(field.value as { month: number; year: number } | null) ?? null}
              onChange={field.onChange}
              years={{ from: thisYear - 60, to: thisYear }}
              error={dateError('startDate')}
            />
          )}
        />
        {kind === 'past' ? (
          <Controller
            control={control}
            name={'endDate' as never}
            render={({ field }) => (
              <DatePartsField
                legend={t('positions.fields.endDate')}
                parts={['month', 'year']}
                value={(field.value as { month: number; year: number } | null) ?? null}
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
      <Controller
        control={control}
        name={'geoCodeId' as never}
        render={({ field }) => (
          <LocationCombobox
            label={t('positions.fields.location')}
            value={
              field.value
                ? { geoCodeId: field.value as number, name: (watch('city' as never) as unknown as string) ?? '' }
                : null
            }
            onChange={(location) => {
              field.onChange(location?.geoCodeId ?? null);
              setValue('city' as never, (location?.name ?? '') as never, { shouldDirty: true });
            }}
            error={message(errors.geoCodeId?.message ?? errors.city?.message)}
          />
        )}
      />
      {taxonomyFields.map(([name, items]) => select(name, items))}
      <TextareaField
        label={t('positions.fields.description')}
        length={((watch('description' as never) as unknown as string | null) ?? '').length}
        maxLength={LIMITS.descriptionMaxLength}
        error={message(errors.description?.message)}
        {...register('description' as never)}
      />
      <SaveButton loading={saving} />
      {leavePrompt}
    </form>
  );
}
