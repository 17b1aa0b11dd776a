import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useLoaderData, useLocation, useParams } from 'react-router';
import {
  CAREER_GOAL_LIMITS,
  careerStepBody,
  type CareerStep,
  type CareerStepBody,
} from '@laufbahn/contracts/career-goal';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { StepProgress } from '../../../components/form/step-progress.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { useCreateCareerStep } from '../../../features/career-goal/api/create-career-step.ts';
import { careerStepsEndpoint, useCareerSteps } from '../../../features/career-goal/api/get-career-steps.ts';
import { useUpdateCareerStep } from '../../../features/career-goal/api/update-career-step.ts';
import { CareerGoalSummary, STEP_TEXTS } from '../../../features/career-goal/components/career-goal-details.tsx';
import { CareerGoalHeader } from '../../../features/career-goal/components/career-goal-header.tsx';
import type { CareerGoalStepProps, StepDestination } from '../../../features/career-goal/components/step-form.tsx';
import { CareerLevelStep, FunctionStep, IndustryStep } from '../../../features/career-goal/components/choice-step.tsx';
import { LocationStep } from '../../../features/career-goal/components/location-step.tsx';
import { SalaryStep } from '../../../features/career-goal/components/salary-step.tsx';
import { WillingnessStep } from '../../../features/career-goal/components/willingness-step.tsx';
import {
  bodyFromDraft,
  draftFromGoal,
  draftStorageKey,
  STEP_FIELDS,
  type CareerGoalDraft,
} from '../../../features/career-goal/model/draft.ts';
import {
  CAREER_GOAL_STEPS,
  careerGoalPaths,
  isCareerGoalStep,
  type CareerGoalStepId,
} from '../../../features/career-goal/model/paths.ts';
import { useStoredDraft } from '../../../features/career-goal/model/use-stored-draft.ts';
import { loadEndpoint } from '../../../lib/endpoint.ts';
import { useTaxonomies } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { useProfileLayoutData } from '../profile-layout.tsx';
import type { Route } from './+types/career-goal-editor-page';

interface EditorData {
  /** The member's goals: the one being edited is among them; adding stops at the limit. */
  steps: CareerStep[] | null;
}

/**
 * `/profile/add-career-step/:step?` and `/profile/edit-career-step/:careerId/:step?`. The add flow starts at
 * the first sub-step; an unknown sub-step, or a goal that is not the member's, is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<EditorData> {
  const { step, careerId } = params;
  if (step !== undefined && !isCareerGoalStep(step)) throw data(null, { status: 404 });
  if (careerId === undefined && step === undefined) throw redirect(careerGoalPaths.add());
  const id = Number(careerId);
  if (careerId !== undefined && (!/^\d+$/.test(careerId) || !Number.isSafeInteger(id) || id <= 0)) {
    throw data(null, { status: 404 });
  }
  const response = await loadEndpoint(context, careerStepsEndpoint);
  // Not signed in: the profile layout's guard sends the visitor to the login page.
  if (response.status === 401) return { steps: null };
  // Adding works without the list (the API checks the limit again); editing needs the goal.
  const steps = response.data;
  if (!steps) {
    if (careerId === undefined) return { steps: null };
    throw data(null, { status: response.status });
  }
  if (careerId !== undefined && !steps.some((goal) => goal.id === id)) throw data(null, { status: 404 });
  return { steps };
}

const STEP_COMPONENTS: Record<CareerGoalStepId, ComponentType<CareerGoalStepProps>> = {
  'add-career-level': CareerLevelStep,
  'add-function': FunctionStep,
  'add-industry': IndustryStep,
  'add-location': LocationStep,
  'add-salary': SalaryStep,
  'add-willingness': WillingnessStep,
};

/** The sub-step a body field belongs to. */
const stepOfField = (field: PropertyKey | undefined): CareerGoalStepId =>
  CAREER_GOAL_STEPS.find((step) => (STEP_FIELDS[step] as readonly PropertyKey[]).includes(field ?? '')) ??
  CAREER_GOAL_STEPS[0];

interface StepContext {
  taxonomies: Taxonomies | null;
  currentSalaryRangeId: number | null;
}

function StepView({ step, ...props }: CareerGoalStepProps & { step: CareerGoalStepId }) {
  const Step = STEP_COMPONENTS[step];
  return <Step {...props} />;
}

export default function CareerGoalEditorPage() {
  const { careerId, step } = useParams();
  const initial = useProfileLayoutData();
  const { data: taxonomies } = useTaxonomies(initial.taxonomies);
  const context: StepContext = {
    taxonomies: taxonomies ?? null,
    currentSalaryRangeId: initial.profile?.professionalInformation.currentSalaryRangeId ?? null,
  };
  const current = isCareerGoalStep(step) ? step : undefined;
  return careerId ? (
    <EditCareerGoal careerId={Number(careerId)} step={current} {...context} />
  ) : (
    <AddCareerGoal step={current ?? CAREER_GOAL_STEPS[0]} {...context} />
  );
}

const ADD_DRAFT = draftStorageKey('add-career-step');

/** The add flow: one sub-step after the other; the draft lives in sessionStorage until the last step saves. */
function AddCareerGoal({ step, ...context }: StepContext & { step: CareerGoalStepId }) {
  const { t } = useTranslation('careerGoal');
  const { currency } = useFormats();
  const location = useLocation();
  const { draft, ready, read, save, clear } = useStoredDraft(ADD_DRAFT);
  const create = useCreateCareerStep();
  const index = CAREER_GOAL_STEPS.indexOf(step);
  const last = index === CAREER_GOAL_STEPS.length - 1;
  const next = CAREER_GOAL_STEPS[index + 1];
  const previous = CAREER_GOAL_STEPS[index - 1];
  const loaded = useLoaderData<EditorData>();
  const title = t('add.title');
  const stepTitle = t(`steps.${STEP_TEXTS[step]}.title`);
  const header = (
    <CareerGoalHeader
      documentTitle={`${stepTitle} – ${title}`}
      title={title}
      back={{ to: careerGoalPaths.list, label: t('editor.backToList') }}
    />
  );

  if ((loaded.steps?.length ?? 0) >= CAREER_GOAL_LIMITS.maxGoals) {
    // At the limit a new goal could not be saved: say so before the member fills in six steps.
    return (
      <>
        {header}
        <p className="rounded-lg border border-line bg-surface p-5">
          {t('errors.conflict', { max: CAREER_GOAL_LIMITS.maxGoals })}
        </p>
      </>
    );
  }

  const onSave = async (values: Partial<CareerGoalDraft>): Promise<StepDestination> => {
    const merged = { ...read(), ...values };
    save(merged);
    if (next) return { to: careerGoalPaths.add(next) };
    // The last step: everything must be complete; otherwise back to the first step that is not.
    const parsed = careerStepBody.safeParse(bodyFromDraft(merged));
    if (!parsed.success) {
      const target = stepOfField(parsed.error.issues[0]?.path[0]);
      return { to: careerGoalPaths.add(target), state: { validate: true } };
    }
    await create.mutateAsync(parsed.data as CareerStepBody);
    clear();
    notify.success(t('add.saved'));
    return { to: careerGoalPaths.list };
  };

  return (
    <>
      {header}
      <StepProgress
        label={t('progress', { current: index + 1, total: CAREER_GOAL_STEPS.length })}
        current={index + 1}
        total={CAREER_GOAL_STEPS.length}
        className="mb-6 flex flex-col gap-2"
      />
      {/* Remounted per step, and once the stored draft has been read after hydration. */}
      <StepView
        key={`${step}:${ready}`}
        step={step}
        {...context}
        draft={draft}
        currency={currency}
        onSave={onSave}
        onBack={
          previous
            ? (values) => {
                save({ ...read(), ...values });
                return careerGoalPaths.add(previous);
              }
            : undefined
        }
        cancelTo={careerGoalPaths.list}
        submitLabel={last ? t('add.submit') : t('editor.next')}
        validateOnMount={(location.state as { validate?: boolean } | null)?.validate === true}
      />
    </>
  );
}

/** The edit flow: a summary with a way into each sub-step; each sub-step saves its part at once. */
function EditCareerGoal({
  careerId,
  step,
  ...context
}: StepContext & { careerId: number; step: CareerGoalStepId | undefined }) {
  const { t } = useTranslation('careerGoal');
  const loaded = useLoaderData<EditorData>();
  const { data: goals } = useCareerSteps(loaded.steps);
  const update = useUpdateCareerStep();
  const goal = goals?.find((candidate) => candidate.id === careerId);
  const title = t('edit.title');

  if (!goal) {
    // Removed meanwhile (in another tab, say): say so instead of an empty form.
    return (
      <>
        <CareerGoalHeader
          documentTitle={title}
          title={title}
          back={{ to: careerGoalPaths.list, label: t('editor.backToList') }}
        />
        <p className="rounded-lg border border-line bg-surface p-5">{t('edit.gone')}</p>
      </>
    );
  }

  const draft = draftFromGoal(goal);
  if (!step) {
    return (
      <>
        <CareerGoalHeader
          documentTitle={title}
          title={title}
          lead={t('edit.lead')}
          back={{ to: careerGoalPaths.list, label: t('editor.backToList') }}
        />
        <CareerGoalSummary
          goal={{ ...draft, currency: goal.currency }}
          taxonomies={context.taxonomies}
          changeTo={(part) => careerGoalPaths.edit(careerId, part)}
        />
        <p className="mt-8">
          <Link to={careerGoalPaths.list} className="font-semibold text-brand underline">
            {t('edit.done')}
          </Link>
        </p>
      </>
    );
  }

  const onSave = async (values: Partial<CareerGoalDraft>): Promise<StepDestination> => {
    await update.mutateAsync({ id: careerId, body: bodyFromDraft({ ...draft, ...values }) });
    notify.success(t('edit.saved'));
    return { to: careerGoalPaths.edit(careerId) };
  };
  const stepTitle = t(`steps.${STEP_TEXTS[step]}.title`);
  return (
    <>
      <CareerGoalHeader
        documentTitle={`${stepTitle} – ${title}`}
        title={title}
        back={{ to: careerGoalPaths.edit(careerId), label: t('editor.backToSummary') }}
      />
      <StepView
        key={step}
        step={step}
        {...context}
        draft={draft}
        currency={goal.currency}
        onSave={onSave}
        cancelTo={careerGoalPaths.edit(careerId)}
        submitLabel={t('editor.save')}
      />
    </>
  );
}
