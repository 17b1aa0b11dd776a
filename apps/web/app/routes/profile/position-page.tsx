import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { useConfirmPositionChecks } from '../../features/cv/api/confirm-position-checks.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { useConvertPosition, useDeletePosition } from '../../features/profile/api/position-actions.ts';
import {
  createPastPosition,
  saveCurrentPosition,
  updatePastPosition,
  useProfileMutation,
} from '../../features/profile/api/update-profile-section.ts';
import {
  POSITION_STEPS,
  PositionForm,
  type PositionStep,
  type PositionValues,
} from '../../features/profile/components/position-form.tsx';
import { ProfilePageHeader } from '../../features/profile/components/profile-page-header.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData } from '../../lib/endpoint.ts';
import { profileAreaPaths } from '../../lib/paths.ts';
import { profileEndpointFor, useProfileSource } from '../../lib/profile-source.tsx';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/position-page';

type Mode = 'current' | 'add-current' | 'past' | 'add-past';

const MODES: Record<string, Mode> = {
  'add-current-working-position': 'add-current',
  'current-working-position': 'current',
  'past-working-position': 'past',
  'add-working-position': 'add-past',
};

// The same routes exist under `/profile` and under a generated profile's verify pages.
const MODE_SEGMENT = new RegExp(`/(${Object.keys(MODES).join('|')})(/|$)`);
const modeOf = (pathname: string): Mode => MODES[MODE_SEGMENT.exec(pathname)?.[1] ?? 'add-working-position']!;

/**
 * One module for the four position routes: edit the current position, add a new current one, edit a
 * past one, add a past one; each with the sub-steps that open the form at that field.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const url = new URL(request.url);
  const mode = modeOf(url.pathname);
  if (params.step && !(POSITION_STEPS as readonly string[]).includes(params.step)) throw data(null, { status: 404 });
  if (mode === 'current' || mode === 'past') {
    await requireMember(args);
    const profile = await loadData(context, profileEndpointFor(params));
    if (!profile) return { mode };
    // Both areas end in the same segments: `/profile/current-working-position`, `…/verify/current-working-position`.
    const area = url.pathname.slice(0, url.pathname.lastIndexOf('/current-working-position'));
    if (mode === 'current' && !profile.currentPosition) throw redirect(profileAreaPaths(area).addCurrentPosition);
    if (mode === 'past' && !profile.pastPositions.some((p) => p.identifier === Number(params.positionId)))
      throw data(null, { status: 404 });
  }
  return { mode };
}

export default function PositionPage() {
  const { t } = useTranslation('profile');
  const { mode } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const source = useProfileSource();
  const { data: profile } = useProfile();
  const { data: taxonomies } = useTaxonomies(source.taxonomies);
  const routeParams = useParams();
  const position =
    mode === 'current'
      ? (profile?.currentPosition ?? undefined)
      : mode === 'past'
        ? profile?.pastPositions.find((p) => p.identifier === Number(routeParams.positionId))
        : undefined;
  const saveCurrent = useProfileMutation(saveCurrentPosition);
  const createPast = useProfileMutation(createPastPosition);
  const updatePast = useProfileMutation(updatePastPosition);
  const remove = useDeletePosition();
  const convert = useConvertPosition();
  const keep = useConfirmPositionChecks(profile?.id ?? 0);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const kind = mode === 'current' || mode === 'add-current' ? 'current' : 'past';
  const save = (values: PositionValues) => {
    if (kind === 'current') return saveCurrent.mutateAsync(values);
    if (position) return updatePast.mutateAsync({ ...values, id: position.identifier });
    return createPast.mutateAsync(values);
  };
  const toOverview = () => void navigate(source.paths.overview);
  const uncertain = position
    ? (['careerLevelId', 'functionId', 'industryId'] as const).filter((field) =>
        source.needsCheck(`positions.${position.identifier}.${field}`),
      )
    : [];
  // A generated profile says which of the position's fields the CV left open, and why.
  const marked = position ? source.positionChecks(position.identifier) : [];
  const checkHints = Object.fromEntries(
    marked.map((check) => [
      check.field,
      t('verify.checks.hint', { ns: 'cv', reason: t(`verify.checks.reason.${check.reason}`, { ns: 'cv' }) }),
    ]),
  );

  const onDelete = async () => {
    if (!position) return;
    try {
      await remove.mutateAsync(position.identifier);
      notify.success(t('positions.deleted'));
      toOverview();
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };
  // The member keeps the marked fields as they are (a role held beside the main job stays without an end).
  const onKeep = async () => {
    if (!position) return;
    try {
      await keep.mutateAsync(position.identifier);
      notify.success(t('verify.checks.confirmed', { ns: 'cv' }));
      toOverview();
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };
  const onConvert = async () => {
    if (!position || !profile) return;
    try {
      await convert.mutateAsync({ profileId: profile.id, positionId: position.identifier });
      notify.success(t('positions.converted'));
      void navigate(source.paths.currentPosition);
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };

  return (
    <>
      <ProfilePageHeader title={t(`positions.pageTitle.${mode}`)} lead={t(`positions.pageLead.${mode}`)} />
      {mode === 'add-current' && profile?.currentPosition && (
        <p className="mb-6 rounded-md bg-surface p-4">
          {t('positions.replacesCurrent', { title: profile.currentPosition.title })}
        </p>
      )}
      <PositionForm
        key={`${mode}-${position?.identifier ?? 'new'}`}
        kind={kind}
        position={position}
        taxonomies={taxonomies}
        step={routeParams.step as PositionStep | undefined}
        save={save}
        saving={saveCurrent.isPending || createPast.isPending || updatePast.isPending}
        onSaved={toOverview}
        uncertain={uncertain}
        checkHints={checkHints}
      />
      {position && (
        <section aria-labelledby="position-actions" className="mt-10 border-t border-line pt-6">
          <h2 id="position-actions" className="sr-only">
            {t('positions.actions')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {marked.length > 0 && (
              <Button variant="secondary" loading={keep.isPending} onClick={() => void onKeep()}>
                {t('verify.checks.confirm', { ns: 'cv' })}
              </Button>
            )}
            {mode === 'past' && (
              <Button variant="secondary" loading={convert.isPending} onClick={() => void onConvert()}>
                {t('positions.makeCurrent')}
              </Button>
            )}
            <Button variant="ghost" className="!text-danger" onClick={() => setConfirmDelete(true)}>
              {t('positions.delete')}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('positions.deleteTitle')}
        description={t('positions.deleteText', { title: position?.title ?? '' })}
        confirmLabel={t('positions.deleteConfirm')}
        cancelLabel={t('form.cancel', { ns: 'common' })}
        onConfirm={() => void onDelete()}
        danger
      />
    </>
  );
}
