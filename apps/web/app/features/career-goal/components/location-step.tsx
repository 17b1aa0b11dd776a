import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS, careerStepBody, type CareerStepBody } from '@laufbahn/contracts/career-goal';
import { LocationRadiusList } from '../../../components/form/location-radius-list.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { schemaResolver } from '../model/schema-resolver.ts';
import { StepForm, type CareerGoalStepProps } from './step-form.tsx';

const schema = careerStepBody.pick({ locations: true, openToOtherLocations: true });
type LocationValues = Pick<CareerStepBody, 'openToOtherLocations'> & {
  locations: { geoCodeId: number; radiusKm: number }[];
};

/** "25 km", or "only this place" for 0. */
export function useRadiusLabel() {
  const { t } = useTranslation('careerGoal');
  const format = useFormats();
  return (km: number) => (km === 0 ? t('radius.exact') : t('radius.km', { distance: format.number(km) }));
}

/** Work locations: cities with a radius each, and whether other places are fine too. */
export function LocationStep(props: CareerGoalStepProps) {
  const { t } = useTranslation('careerGoal');
  const radiusLabel = useRadiusLabel();
  const form = useForm<LocationValues>({
    resolver: schemaResolver<LocationValues>(schema),
    defaultValues: { locations: props.draft.locations, openToOtherLocations: props.draft.openToOtherLocations },
  });
  const locations = useFieldArray({ control: form.control, name: 'locations', keyName: 'key' });
  const [names, setNames] = useState<Record<string, string>>(props.draft.locationNames);
  const cityName = (geoCodeId: number) => names[geoCodeId] ?? '';

  const locationsError = form.formState.errors.locations;
  const extra = () => ({
    locationNames: Object.fromEntries(
      form.getValues('locations').map((location) => [location.geoCodeId, names[location.geoCodeId] ?? '']),
    ),
  });

  return (
    <StepForm
      {...props}
      form={form}
      fields={['locations', 'openToOtherLocations']}
      title={t('steps.location.title')}
      extra={extra}
    >
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 font-serif text-xl">{t('steps.location.legend')}</legend>
        <p className="text-sm text-muted">{t('location.hint', { max: CAREER_GOAL_LIMITS.maxLocations })}</p>
        <LocationRadiusList
          locations={locations.fields}
          cityName={cityName}
          onAdd={(location, name) => {
            locations.append(location, { shouldFocus: false });
            setNames((current) => ({ ...current, [location.geoCodeId]: name }));
          }}
          onRemove={(index) => locations.remove(index)}
          radiusInput={(_location, index) => ({
            error: translateMessageKey(t, locationsError?.[index]?.radiusKm?.message),
            ...form.register(`locations.${index}.radiusKm`, { valueAsNumber: true }),
          })}
          texts={{
            search: t('location.search'),
            full: (max) => t('location.full', { max }),
            none: t('location.none'),
            chosen: t('location.chosen'),
            radius: (city) => t('location.radius', { city }),
            radiusOption: radiusLabel,
            remove: (city) => t('location.remove', { city }),
            removeShort: t('location.removeShort'),
            added: (city) => t('location.added', { city }),
            alreadyAdded: (city) => t('location.alreadyAdded', { city }),
            removed: (city) => t('location.removed', { city }),
          }}
        />
        {(locationsError?.message ?? locationsError?.root?.message) && (
          <p className="text-sm text-danger">
            {translateMessageKey(t, locationsError.message ?? locationsError.root?.message)}
          </p>
        )}
      </fieldset>
      <CheckboxField
        label={t('location.openToOther')}
        error={translateMessageKey(t, form.formState.errors.openToOtherLocations?.message)}
        {...form.register('openToOtherLocations')}
      />
    </StepForm>
  );
}
