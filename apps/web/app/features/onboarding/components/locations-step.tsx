import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { LocationRadiusList } from '../../../components/form/location-radius-list.tsx';
import { useFormats } from '../../../lib/use-formats.ts';
import { useLocationNames } from '../model/location-names.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

/** Where the member would like to work: cities, each with a radius in km. */
export function LocationsStep() {
  const { t } = useTranslation('onboarding');
  const format = useFormats();
  const step = useDraftStep('locations');
  const [locations, setLocations] = useState(step.draft.locations ?? []);
  const { names, remember } = useLocationNames();
  const cityName = (geoCodeId: number) => names[geoCodeId] ?? t('locations.unnamed');

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
      <LocationRadiusList
        locations={locations}
        cityName={cityName}
        onAdd={(location, name) => {
          remember(location.geoCodeId, name);
          setLocations((current) => [...current, location]);
        }}
        onRemove={(index) => setLocations((current) => current.filter((_, at) => at !== index))}
        radiusInput={(location) => ({
          value: location.radiusKm,
          onChange: (event) => {
            const radiusKm = Number(event.target.value);
            setLocations((current) =>
              current.map((entry) => (entry.geoCodeId === location.geoCodeId ? { ...entry, radiusKm } : entry)),
            );
          },
        })}
        texts={{
          search: t('locations.search'),
          searchHint: t('locations.hint', { max: CAREER_GOAL_LIMITS.maxLocations }),
          full: (max) => t('locations.full', { max }),
          none: t('locations.none'),
          chosen: t('locations.chosen'),
          radius: (city) => t('locations.radius', { city }),
          radiusOption: (km) => (km === 0 ? t('locations.exact') : t('locations.km', { distance: format.number(km) })),
          remove: (city) => t('locations.remove', { city }),
          removeShort: t('locations.removeShort'),
          added: (city) => t('locations.added', { city }),
          alreadyAdded: (city) => t('locations.alreadyAdded', { city }),
          removed: (city) => t('locations.removed', { city }),
        }}
      />
    </StepShell>
  );
}
