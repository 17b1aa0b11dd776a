import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { SUPPORT_GOALS, type SupportGoal } from '@laufbahn/contracts/onboarding-constants';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const schema = z.object({ supportGoal: z.enum(SUPPORT_GOALS, { error: VALIDATION.invalidOption }) });
type GoalValues = z.input<typeof schema>;

/**
 * "How can we support you": one choice. With `continueOnChoice` (the `onboardingCa` test variant) choosing
 * moves on at once; otherwise the visitor presses Continue.
 */
export function GoalStep({ continueOnChoice }: { continueOnChoice: boolean }) {
  const { t } = useTranslation('onboarding');
  const step = useDraftStep('goal');
  const form = useForm<GoalValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { supportGoal: (step.draft.supportGoal ?? undefined) as SupportGoal },
  });
  const submit = form.handleSubmit((values) => step.submit(values));
  return (
    <StepShell
      title={t('steps.goal.title')}
      lead={t('steps.goal.lead')}
      onSubmit={submit}
      onBack={step.back}
      onSkip={step.skip}
      busy={step.busy}
      error={step.error}
    >
      <Controller
        control={form.control}
        name="supportGoal"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('steps.goal.legend')}
            legendClassName="sr-only"
            hint={continueOnChoice ? t('steps.goal.autoHint') : undefined}
            name={field.name}
            appearance="cards"
            options={SUPPORT_GOALS.map((goal) => ({
              value: goal,
              label: t(`goals.${goal}.label`),
              description: t(`goals.${goal}.description`),
            }))}
            value={field.value ?? null}
            onChange={(value) => {
              field.onChange(value);
              if (continueOnChoice) void submit();
            }}
            onBlur={field.onBlur}
            error={translateMessageKey(t, fieldState.error?.message)}
          />
        )}
      />
    </StepShell>
  );
}
