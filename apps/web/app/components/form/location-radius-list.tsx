import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { Button } from '../ui/button.tsx';
import { LocationCombobox, type LocationValue } from '../ui/location-combobox.tsx';
import { SelectField } from '../ui/select-field.tsx';

export const RADIUS_OPTIONS_KM = [0, 10, 25, 50, 100, 200] as const;
/** The radius a newly added place starts with. */
export const DEFAULT_RADIUS_KM = 25;

export interface ChosenLocation {
  geoCodeId: number;
  radiusKm: number;
}

/** The texts of the picker, translated by the form that shows it. */
export interface LocationRadiusTexts {
  search: string;
  /** Under the search box; a form that explains the places elsewhere leaves it out. */
  searchHint?: string;
  full: (max: number) => string;
  none: string;
  chosen: string;
  radius: (city: string) => string;
  /** "Within 25 km", or "This place only" for 0. */
  radiusOption: (km: number) => string;
  remove: (city: string) => string;
  removeShort: string;
  added: (city: string) => string;
  alreadyAdded: (city: string) => string;
  removed: (city: string) => string;
}

/**
 * The places of a career goal, each with a radius: a search box that adds a city (up to the limit), the chosen cities
 * with their radius and a remove button, and an announcement for screen readers. After each addition or removal the
 * search box is fresh and focused, ready for the next city. The form keeps the list: `onAdd` and `onRemove` change
 * it, and `radiusInput` wires each radius select into the form (value and change, or a registered field).
 */
export function LocationRadiusList({
  locations,
  cityName,
  onAdd,
  onRemove,
  radiusInput,
  texts,
}: {
  /** `key`, where the form has one (a field array's), identifies the row; the city does otherwise. */
  locations: (ChosenLocation & { key?: string })[];
  cityName: (geoCodeId: number) => string;
  /** A city not chosen yet, with the default radius, and its name. */
  onAdd: (location: ChosenLocation, name: string) => void;
  onRemove: (index: number) => void;
  radiusInput: (location: ChosenLocation, index: number) => Partial<ComponentProps<typeof SelectField>>;
  texts: LocationRadiusTexts;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [searchKey, setSearchKey] = useState(0);
  const search = useRef<HTMLDivElement>(null);
  const focusSearch = useRef(false);
  useEffect(() => {
    if (!focusSearch.current) return;
    focusSearch.current = false;
    search.current?.querySelector('input')?.focus();
  }, [searchKey, locations.length]);

  const freshSearch = () => {
    focusSearch.current = true;
    setSearchKey((current) => current + 1);
  };
  const add = (value: LocationValue | null) => {
    if (!value) return;
    const taken = locations.some((location) => location.geoCodeId === value.geoCodeId);
    if (!taken) onAdd({ geoCodeId: value.geoCodeId, radiusKm: DEFAULT_RADIUS_KM }, value.name);
    setAnnouncement(taken ? texts.alreadyAdded(value.name) : texts.added(value.name));
    freshSearch();
  };
  const remove = (index: number) => {
    const location = locations[index];
    onRemove(index);
    if (location) setAnnouncement(texts.removed(cityName(location.geoCodeId)));
    freshSearch();
  };
  const full = locations.length >= CAREER_GOAL_LIMITS.maxLocations;

  return (
    <>
      <div ref={search}>
        {full ? (
          <p className="text-sm font-semibold">{texts.full(CAREER_GOAL_LIMITS.maxLocations)}</p>
        ) : (
          <LocationCombobox key={searchKey} label={texts.search} hint={texts.searchHint} value={null} onChange={add} />
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {locations.length === 0 ? (
        <p className="rounded-md border border-dashed border-line px-4 py-3 text-muted">{texts.none}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={texts.chosen}>
          {locations.map((location, index) => {
            const city = cityName(location.geoCodeId);
            const options = [...new Set([...RADIUS_OPTIONS_KM, location.radiusKm])].sort((a, b) => a - b);
            return (
              <li
                key={location.key ?? location.geoCodeId}
                className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end"
              >
                <p className="font-semibold sm:flex-1 sm:self-center">{city}</p>
                <SelectField
                  label={texts.radius(city)}
                  options={options.map((km) => ({ value: km, label: texts.radiusOption(km) }))}
                  className="sm:w-56"
                  {...radiusInput(location, index)}
                />
                <Button type="button" variant="ghost" onClick={() => remove(index)} aria-label={texts.remove(city)}>
                  {texts.removeShort}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
