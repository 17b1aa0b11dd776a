import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { CAREER_GOAL_LIMITS, type CareerStep } from '@laufbahn/contracts/career-goal';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { useDeleteCareerStep } from '../../../features/career-goal/api/delete-career-step.ts';
import { careerStepsEndpoint, useCareerSteps } from '../../../features/career-goal/api/get-career-steps.ts';
import { CareerGoalDetails } from '../../../features/career-goal/components/career-goal-details.tsx';
import { CareerGoalHeader } from '../../../features/career-goal/components/career-goal-header.tsx';
import { draftFromGoal, draftStorageKey } from '../../../features/career-goal/model/draft.ts';
import { careerGoalPaths } from '../../../features/career-goal/model/paths.ts';
import { useStoredDraft } from '../../../features/career-goal/model/use-stored-draft.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { loadData } from '../../../lib/endpoint.ts';
import { profilePaths } from '../../../lib/paths.ts';
import { useTaxonomies } from '../../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useProfileLayoutData } from '../profile-layout.tsx';
import type { Route } from './+types/career-goals-page';

/** The goals render on the server; a failed load is retried in the browser. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ steps: CareerStep[] | null }> {
  return { steps: await loadData(context, careerStepsEndpoint) };
}

const ADD_DRAFT = draftStorageKey('add-career-step');

/** `/profile/next-career-step`: the member's career goals, with the ways to add, change and remove them. */
export default function CareerGoalsPage() {
  const { t } = useTranslation('careerGoal');
  const loaded = useLoaderData<typeof loader>();
  const initial = useProfileLayoutData();
  const { data: taxonomies } = useTaxonomies(initial.taxonomies);
  const goals = useCareerSteps(loaded.steps);
  const remove = useDeleteCareerStep();
  const addDraft = useStoredDraft(ADD_DRAFT);
  const [removing, setRemoving] = useState<{ goal: CareerStep; number: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = goals.data ?? [];
  const canAdd = list.length < CAREER_GOAL_LIMITS.maxGoals;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.goal.id);
      notify.success(t('list.removed'));
      // The card and its button are gone: focus returns to the top of the list.
      heading.current?.focus();
    } catch (error) {
      notify.error(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal') ?? '');
    }
  };

  return (
    <>
      <CareerGoalHeader
        documentTitle={t('list.title')}
        title={t('list.title')}
        lead={t('list.lead')}
        back={{ to: profilePaths.overview, label: t('list.backToProfile') }}
      />
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t('list.heading', { goals: list.length, max: CAREER_GOAL_LIMITS.maxGoals })}
      </h2>
      {goals.isError && !goals.data && <Alert>{t('list.loadFailed')}</Alert>}
      {addDraft.stored && canAdd && (
        <div className="mb-6 rounded-lg border border-accent bg-surface p-4">
          <p>{t('list.draftWaiting')}</p>
          <p className="mt-2">
            <Link to={careerGoalPaths.add()} className="font-semibold text-brand underline">
              {t('list.continueDraft')}
            </Link>
          </p>
        </div>
      )}
      {goals.data && list.length === 0 && (
        <section aria-labelledby="goals-empty" className="rounded-lg border border-line bg-surface p-6">
          <h3 id="goals-empty" className="font-serif text-xl">
            {t('list.emptyTitle')}
          </h3>
          <p className="mt-2 leading-relaxed">{t('list.emptyText')}</p>
        </section>
      )}
      {list.length > 0 && (
        <ol className="flex flex-col gap-5">
          {list.map((goal, index) => {
            const number = index + 1;
            const headingId = `goal-${goal.id}`;
            return (
              <li key={goal.id}>
                <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-5 sm:p-6">
                  <h3 id={headingId} className="mb-4 font-serif text-xl">
                    {t('list.goalTitle', { number })}
                  </h3>
                  <CareerGoalDetails
                    goal={{ ...draftFromGoal(goal), currency: goal.currency }}
                    taxonomies={taxonomies}
                  />
                  <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
                    <LinkButton
                      to={careerGoalPaths.edit(goal.id)}
                      variant="secondary"
                      aria-label={t('list.editLabel', { number })}
                    >
                      {t('list.edit')}
                    </LinkButton>
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => setRemoving({ goal, number })}
                      aria-label={t('list.removeLabel', { number })}
                    >
                      {t('list.remove')}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-8">
        {canAdd ? (
          <LinkButton to={careerGoalPaths.add()} onClick={() => addDraft.clear()}>
            {t('list.add')}
          </LinkButton>
        ) : (
          <p className="text-muted">{t('list.limitReached', { max: CAREER_GOAL_LIMITS.maxGoals })}</p>
        )}
      </div>
      <p className="mt-8 text-sm text-muted">
        {t('list.visibilityNote')}{' '}
        <Link to={profilePaths.visibility} className="font-semibold text-brand underline">
          {t('list.visibilityLink')}
        </Link>
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('remove.title', { number: removing?.number ?? 1 })}
        description={t('remove.text')}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        onConfirm={() => void confirmRemove()}
        danger
      />
    </>
  );
}
