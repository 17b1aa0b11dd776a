import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_RADII_KM } from '@laufbahn/contracts/recruiter';
import { numberFormat } from '@laufbahn/i18n/intl-cache';
import { LocationCombobox, type LocationValue } from '../../../components/ui/location-combobox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRootData } from '../../../lib/root-data.ts';

const DEFAULT_RADIUS_KM = 50;

/**
 * The candidate search's place: a city and a distance around it, sent with the search form (`geoCodeId`,
 * `radiusKm`; `city` keeps the name in the address for the next visit). Without a city, no distance is sent.
 */
export function CandidateLocation({ initial, radius }: { initial: LocationValue | null; radius: string }) {
  const { t } = useTranslation('recruiter');
  const { formatLocale } = useRootData();
  const [location, setLocation] = useState<LocationValue | null>(initial);
  const km = numberFormat(formatLocale, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' });
  const chosen = (CANDIDATE_RADII_KM as readonly number[]).includes(Number(radius)) && radius !== '';
  return (
    <>
      <LocationCombobox
        label={t('candidates.location')}
        hint={t('candidates.locationHint')}
        value={location}
        onChange={setLocation}
      />
      {location && (
        <>
          <input type="hidden" name="geoCodeId" value={location.geoCodeId} />
          <input type="hidden" name="city" value={location.name} />
        </>
      )}
      <SelectField
        label={t('candidates.radius')}
        name="radiusKm"
        disabled={!location}
        defaultValue={chosen ? Number(radius) : DEFAULT_RADIUS_KM}
        options={CANDIDATE_RADII_KM.map((value) => ({
          value,
          label: value === 0 ? t('candidates.cityOnly') : km.format(value),
        }))}
      />
    </>
  );
}
