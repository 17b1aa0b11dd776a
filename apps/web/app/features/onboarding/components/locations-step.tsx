import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { Button } from '../../../components/ui/button.tsx';
import { LocationCombobox, type LocationValue } from '../../../components/ui/location-combobox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFormats } from '../../../lib/use-formats.ts';
import { useLocationNames } from '../model/location-names.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const RADIUS_OPTIONS_KM = [0, 10, 25, 50, 100, 200] as const;
const DEFAULT_RADIUS_KM = 25;

/** Where the member would like to work: cities, each with a radius in km. */
export function LocationsStep() {
  const { t } = useTranslation('onboarding');
  const format = useFormats();
  const step = useDraftStep('locations');
  const [locations, setLocations] = useState(step.draft.locations ?? []);
  const { names, remember } = useLocationNames();
  const [announcement, setAnnouncement] = useState('');
  // A fresh, focused combobox after each added or removed city, ready for the next one.
  const [searchKey, setSearchKey] = useState(0);
  const search = useRef<HTMLDivElement>(null);
  const focusSearch = useRef(false);
  useEffect(() => {
    if (!focusSearch.current) return;
    focusSearch.current = false;
    search.current?.querySelector('input')?.focus();
  }, [searchKey]);

  const radiusLabel = (km: number) =>
    km === 0 ? t('locations.exact') : t('locations.km', { distance: format.number(km) });
  const cityName = (geoCodeId: number) => names[geoCodeId] ?? t('locations.unnamed');

  const add = (value: LocationValue | null) => {
    if (!value) return;
    const taken = locations.some((location) => location.geoCodeId === value.geoCodeId);
    if (!taken) {
      remember(value.geoCodeId, value.name);
      setLocations((current) => [...current, { geoCodeId: value.geoCodeId, radiusKm: DEFAULT_RADIUS_KM }]);
    }
    setAnnouncement(t(taken ? 'locations.alreadyAdded' : 'locations.added', { city: value.name }));
    focusSearch.current = true;
    setSearchKey((current) => current + 1);
  };
  const remove = (geoCodeId: number) => {
    setLocations((current) => current.filter((location) => location.geoCodeId !== geoCodeId));
    setAnnouncement(t('locations.removed', { city: cityName(geoCodeId) }));
    focusSearch.current = true;
    setSearchKey((current) => current + 1);
  };
  const full = locations.length >= CAREER_GOAL_LIMITS.maxLocations;

  return (
    <StepShell
      title={t('steps.locations.title')}
      lead={t('steps.locations.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        if (locations.length === 0 && step.skip) step.skip();
        else void step.submit({ locations });
      }}
      onBack={step.back}
      onSkip={step.skip}
      busy={step.busy}
      error={step.error}
    >
      <div ref={search}>
        {full ? (
          <p className="text-sm font-semibold">{t('locations.full', { max: CAREER_GOAL_LIMITS.maxLocations })}</p>
        ) : (
          <LocationCombobox
            key={searchKey}
            label={t('locations.search')}
            hint={t('locations.hint', { max: CAREER_GOAL_LIMITS.maxLocations })}
            value={null}
            onChange={add}
          />
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {locations.length === 0 ? (
        <p className="rounded-md border border-dashed border-line px-4 py-3 text-muted">{t('locations.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('locations.chosen')}>
          {locations.map((location) => {
            const city = cityName(location.geoCodeId);
            const options = [...new Set([...RADIUS_OPTIONS_KM, location.radiusKm])].sort((a, b) => a - b);
            return (
              <li
                key={location.geoCodeId}
                className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end"
              >
                <p className="font-semibold sm:flex-1 sm:self-center">{city}</p>
                <SelectField
                  label={t('locations.radius', { city })}
                  options={options.map((km) => ({ value: km, label: radiusLabel(km) }))}
                  value={location.radiusKm}
                  onChange={(event) => {
                    const radiusKm = Number(event.target.value);
                    setLocations((current) =>
                      current.map((entry) => (entry.geoCodeId === location.geoCodeId ? { ...entry, radiusKm } : entry)),
                    );
                  }}
                  className="sm:w-56"
                />
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => remove(location.geoCodeId)}
                  aria-label={t('locations.remove', { city })}
                >
                  {t('locations.removeShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </StepShell>
  );
}
