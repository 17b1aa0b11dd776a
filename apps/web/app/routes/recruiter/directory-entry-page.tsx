import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { HEADHUNTER_LIMITS } from '@laufbahn/contracts/headhunters';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxGroup } from '../../components/ui/checkbox-group.tsx';
import { LocationCombobox, type LocationValue } from '../../components/ui/location-combobox.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { RemovableChipList } from '../../components/ui/removable-chip.tsx';
import { directoryProfileEndpoint, saveDirectoryProfile } from '../../features/headhunters/api/headhunters.ts';
import { headhunterPath } from '../../features/headhunters/model/headhunter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { useRootData } from '../../lib/root-data.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import type { Route } from './+types/directory-entry-page';

export async function loader({ context }: Route.LoaderArgs) {
  const recruiter = await requireRecruiter(context);
  if (recruiter.organisation.kind !== 'headhunter') throw data(null, { status: 404 });
  // Until the organisation is verified, the page says so instead of the API's bare refusal.
  if (!recruiter.organisation.verified) return { unverified: true as const, profile: null, taxonomies: null };
  const ctx = webContext(context);
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, directoryProfileEndpoint),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 500 });
  return { unverified: false as const, profile: answer.data, taxonomies, organisationId: recruiter.organisation.id };
}

type Field = 'description' | 'functionIds' | 'industryIds' | 'locationIds';

type Loaded = Route.ComponentProps['loaderData'];

/** `/recruiting/directory-entry`: what the search firm's entry in the public headhunter directory says. */
export default function DirectoryEntryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  if (!loaderData.unverified)
    return (
      <DirectoryEntryForm
        profile={loaderData.profile}
        taxonomies={loaderData.taxonomies}
        organisationId={loaderData.organisationId}
      />
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 py-10">
      <title>{`${t('directoryEntry.title')} – ${t('site.name')}`}</title>
      <h1 className="font-serif text-3xl sm:text-4xl">{t('directoryEntry.title')}</h1>
      <Alert>{t('directoryEntry.unverified')}</Alert>
    </div>
  );
}

function DirectoryEntryForm({
  profile,
  taxonomies,
  organisationId,
}: {
  profile: NonNullable<Loaded['profile']>;
  taxonomies: Loaded['taxonomies'];
  organisationId: number;
}) {
  const { t } = useTranslation('recruiter');
  // The public entry lives on the members' site of the recruiter's country version.
  const { countryUrls, countryVersion } = useRootData();
  const [description, setDescription] = useState(profile.description);
  const [functionIds, setFunctionIds] = useState(profile.functionIds);
  const [industryIds, setIndustryIds] = useState(profile.industryIds);
  const [locations, setLocations] = useState<LocationValue[]>(profile.locations);
  const locationsBox = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [published, setPublished] = useState(profile.published);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const message = (key?: string) => translateMessageKey(t, key);
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(undefined);
    try {
      const saved = await saveDirectoryProfile({
        description,
        functionIds,
        industryIds,
        locationIds: locations.map((location) => location.geoCodeId),
      });
      setPublished(saved.published);
      setLocations(saved.locations);
      notify.success(t('directoryEntry.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const next: Partial<Record<Field, string>> = {};
        for (const [field, keys] of Object.entries(error.fields)) {
          const name = field.split('.')[0] as Field;
          if (keys[0] && !next[name]) next[name] = keys[0];
        }
        setErrors(next);
      } else {
        setFormError(error instanceof ApiError ? error.code : 'internal');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 py-10">
      <title>{`${t('directoryEntry.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('directoryEntry.title')}</h1>
        <p className="text-muted">{t('directoryEntry.lead')}</p>
        <p role="status" className="font-semibold">
          {published ? t('directoryEntry.published') : t('directoryEntry.notPublished')}
        </p>
        {published && (
          <p>
            <a
              href={new URL(headhunterPath(organisationId), countryUrls[countryVersion]).href}
              className="font-semibold text-brand underline"
            >
              {t('directoryEntry.view')}
            </a>
          </p>
        )}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        {formError && <Alert>{message(formError)}</Alert>}
        <p className="text-sm text-muted">
          {t('directoryEntry.descriptionHint', { count: HEADHUNTER_LIMITS.descriptionMinLength })}
        </p>
        <TextareaField
          label={t('directoryEntry.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          length={description.length}
          maxLength={HEADHUNTER_LIMITS.descriptionMaxLength}
          error={message(errors.description)}
        />
        <CheckboxGroup
          legend={t('directoryEntry.functions')}
          hint={t('directoryEntry.upTo', { count: HEADHUNTER_LIMITS.maxFunctions })}
          options={options(taxonomies?.functions)}
          value={functionIds}
          onChange={setFunctionIds}
          max={HEADHUNTER_LIMITS.maxFunctions}
          error={message(errors.functionIds)}
          columns={2}
        />
        <CheckboxGroup
          legend={t('directoryEntry.industries')}
          hint={t('directoryEntry.upTo', { count: HEADHUNTER_LIMITS.maxIndustries })}
          options={options(taxonomies?.industries)}
          value={industryIds}
          onChange={setIndustryIds}
          max={HEADHUNTER_LIMITS.maxIndustries}
          error={message(errors.industryIds)}
          columns={2}
        />
        <fieldset ref={locationsBox} className="flex flex-col gap-3">
          <legend className="mb-1 font-serif text-xl">{t('directoryEntry.locations')}</legend>
          <p className="text-sm text-muted">
            {t('directoryEntry.locationsHint', { count: HEADHUNTER_LIMITS.maxLocations })}
          </p>
          <RemovableChipList
            fallback={() => locationsBox.current?.querySelector('input')}
            items={locations.map((location) => ({
              key: location.geoCodeId,
              text: location.name,
              label: t('directoryEntry.removeLocation', { city: location.name }),
              onRemove: () => setLocations(locations.filter((item) => item.geoCodeId !== location.geoCodeId)),
            }))}
          />
          {locations.length < HEADHUNTER_LIMITS.maxLocations && (
            <LocationCombobox
              key={locations.length}
              label={t('directoryEntry.addLocation')}
              value={null}
              error={message(errors.locationIds)}
              onChange={(value) => {
                if (!value || locations.some((item) => item.geoCodeId === value.geoCodeId)) return;
                setLocations([...locations, { geoCodeId: value.geoCodeId, name: value.name }]);
                // The box is built afresh, empty, for the next city: the keyboard stays in it (or, at the limit,
                // goes to the city just added).
                focusAfterRender(
                  () =>
                    locationsBox.current?.querySelector('input') ??
                    [...(locationsBox.current?.querySelectorAll<HTMLElement>('button') ?? [])].at(-1),
                );
              }}
            />
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={saving}>
            {t('directoryEntry.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
