import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS, careerStepBody, type CareerStepBody } from '@laufbahn/contracts/career-goal';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LocationCombobox, type LocationValue } from '../../../components/ui/location-combobox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { schemaResolver } from '../model/schema-resolver.ts';
import { StepForm, type CareerGoalStepProps } from './step-form.tsx';

const schema = careerStepBody.pick({ locations: true, openToOtherLocations: true });
type LocationValues = Pick<CareerStepBody, 'openToOtherLocations'> & {
  locations: { geoCodeId: number; radiusKm: number }[];
};

export const RADIUS_OPTIONS_KM = [0, 10, 25, 50, 100, 200] as const;
const DEFAULT_RADIUS_KM = 25;

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
  const [announcement, setAnnouncement] = useState('');
  // A new combobox after each added city: empty again, and focused, ready for the next one.
  const [searchKey, setSearchKey] = useState(0);
  const search = useRef<HTMLDivElement>(null);
  const focusSearch = useRef(false);
  useEffect(() => {
    if (!focusSearch.current) return;
    focusSearch.current = false;
    search.current?.querySelector('input')?.focus();
  }, [searchKey, locations.fields.length]);

  const add = (value: LocationValue | null) => {
    if (!value) return;
    const taken = locations.fields.some((location) => location.geoCodeId === value.geoCodeId);
    if (!taken) {
      locations.append({ geoCodeId: value.geoCodeId, radiusKm: DEFAULT_RADIUS_KM }, { shouldFocus: false });
      setNames((current) => ({ ...current, [value.geoCodeId]: value.name }));
    }
    setAnnouncement(
      taken ? t('location.alreadyAdded', { city: value.name }) : t('location.added', { city: value.name }),
    );
    focusSearch.current = true;
    setSearchKey((current) => current + 1);
  };

  const remove = (index: number) => {
    const location = locations.fields[index];
    locations.remove(index);
    if (location) setAnnouncement(t('location.removed', { city: names[location.geoCodeId] ?? '' }));
    focusSearch.current = true;
    setSearchKey((current) => current + 1);
  };

  const full = locations.fields.length >= CAREER_GOAL_LIMITS.maxLocations;
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
        <div ref={search}>
          {full ? (
            <p className="text-sm font-semibold">{t('location.full', { max: CAREER_GOAL_LIMITS.maxLocations })}</p>
          ) : (
            <LocationCombobox key={searchKey} label={t('location.search')} value={null} onChange={add} />
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {locations.fields.length === 0 ? (
          <p className="rounded-md border border-dashed border-line px-4 py-3 text-muted">{t('location.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('location.chosen')}>
            {locations.fields.map((location, index) => {
              const city = names[location.geoCodeId] ?? '';
              const radiusOptions = [...new Set([...RADIUS_OPTIONS_KM, location.radiusKm])].sort((a, b) => a - b);
              return (
                <li
                  key={location.key}
                  className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end"
                >
                  <p className="font-semibold sm:flex-1 sm:self-center">{city}</p>
                  <SelectField
                    label={t('location.radius', { city })}
                    options={radiusOptions.map((km) => ({ value: km, label: radiusLabel(km) }))}
                    className="sm:w-56"
                    error={translateMessageKey(t, locationsError?.[index]?.radiusKm?.message)}
                    {...form.register(`locations.${index}.radiusKm`, { valueAsNumber: true })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={t('location.remove', { city })}
                  >
                    {t('location.removeShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
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
