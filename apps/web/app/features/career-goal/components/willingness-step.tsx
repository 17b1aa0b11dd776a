import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WILLINGNESS_TO_TRAVEL,
  WORKPLACE_PREFERENCES,
  careerStepBody,
  type CareerStepBody,
} from '@laufbahn/contracts/career-goal';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { StepForm, type CareerGoalStepProps } from './step-form.tsx';

const schema = careerStepBody.pick({ willingnessToTravel: true, workplacePreference: true });
type WillingnessValues = Pick<CareerStepBody, 'willingnessToTravel' | 'workplacePreference'>;

/** Willingness to travel (1 none … 4 always) and the preferred way of working. */
export function WillingnessStep(props: CareerGoalStepProps) {
  const { t } = useTranslation('careerGoal');
  const form = useForm<WillingnessValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      willingnessToTravel: props.draft.willingnessToTravel,
      workplacePreference: props.draft.workplacePreference,
    },
  });
  return (
    <StepForm
      {...props}
      form={form}
      fields={['willingnessToTravel', 'workplacePreference']}
      title={t('steps.willingness.title')}
    >
      <Controller
        control={form.control}
        name="willingnessToTravel"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('steps.willingness.travelLegend')}
            name={field.name}
            options={WILLINGNESS_TO_TRAVEL.map((value) => ({
              value: String(value),
              label: t(`travel.${value}`),
            }))}
            value={field.value == null ? null : String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            error={translateMessageKey(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="workplacePreference"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('steps.willingness.workplaceLegend')}
            name={field.name}
            options={WORKPLACE_PREFERENCES.map((value) => ({ value, label: t(`workplace.${value}`) }))}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={translateMessageKey(t, fieldState.error?.message)}
          />
        )}
      />
    </StepForm>
  );
}
