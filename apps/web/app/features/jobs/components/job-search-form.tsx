import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LocationCombobox, type LocationValue } from '../../../components/ui/location-combobox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { JobSearchParams } from '../model/search-params.ts';
import { useJobFormats } from '../model/use-job-formats.ts';
import { TitleCombobox } from './title-combobox.tsx';

const RADII = [0, 10, 25, 50, 100, 200];

/**
 * Keyword (with title suggestions), city and radius. Typing changes nothing until the search is sent or a
 * suggestion is picked; the parent remounts the form when the address changes, so back and forward show what
 * the address says.
 */
export function JobSearchForm({
  params,
  onSearch,
}: {
  params: JobSearchParams;
  onSearch: (next: JobSearchParams) => void;
}) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const [text, setText] = useState(params.q);
  const [location, setLocation] = useState<LocationValue | null>(
    params.geoCodeId ? { geoCodeId: params.geoCodeId, name: params.city } : null,
  );
  const [radius, setRadius] = useState(params.radiusKm ?? 25);

  const search = (overrides: Partial<JobSearchParams> = {}) =>
    onSearch({
      ...params,
      q: text.trim(),
      geoCodeId: location?.geoCodeId ?? null,
      city: location?.name ?? '',
      radiusKm: location ? radius : null,
      ...overrides,
    });

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      className="grid gap-4 rounded-md bg-surface p-4 sm:p-5 md:grid-cols-[2fr_1.5fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <TitleCombobox
        label={t('form.keyword')}
        placeholder={t('form.keywordPlaceholder')}
        value={text}
        onChange={setText}
        onPick={(title) => search({ q: title })}
      />
      <LocationCombobox
        label={t('form.location')}
        value={location}
        onChange={(next) => {
          setLocation(next);
          if (next) search({ geoCodeId: next.geoCodeId, city: next.name, radiusKm: radius });
        }}
      />
      <SelectField
        label={t('form.radius')}
        options={RADII.map((km) => ({ value: km, label: km === 0 ? t('form.cityOnly') : format.km(km) }))}
        value={radius}
        disabled={!location}
        onChange={(event) => {
          const km = Number(event.target.value);
          setRadius(km);
          if (location) search({ radiusKm: km });
        }}
      />
      <Button type="submit">{t('form.submit')}</Button>
    </form>
  );
}
