import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { careerStepBody, type CareerStepBody } from '@laufbahn/contracts/career-goal';
import { SalaryField, useSalaryText } from '../../../components/form/salary-field.tsx';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { parseSalary } from '../../../lib/salary.ts';
import { useMoney } from '../model/use-money.ts';
import { StepForm, type CareerGoalStepProps } from './step-form.tsx';

const schema = careerStepBody.pick({ targetSalary: true });
type SalaryValues = Pick<CareerStepBody, 'targetSalary'>;

/** The yearly target salary, in the goal's currency; the current salary band from the profile as a hint. */
export function SalaryStep(props: CareerGoalStepProps) {
  const { t } = useTranslation('careerGoal');
  const money = useMoney();
  const form = useForm<SalaryValues>({
    resolver: zodResolver(schema),
    defaultValues: { targetSalary: props.draft.targetSalary },
  });
  const salary = useSalaryText(props.draft.targetSalary);
  const currentBand = nameOf(props.taxonomies?.salaryRanges, props.currentSalaryRangeId);
  const hint = [
    t('salary.hint', { currency: props.currency }),
    salary.readable !== null ? t('salary.preview', { amount: money(salary.readable, props.currency) }) : '',
    currentBand ? t('salary.currentBand', { band: currentBand }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <StepForm {...props} form={form} fields={['targetSalary']} title={t('steps.salary.title')}>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 font-serif text-xl">{t('steps.salary.legend')}</legend>
        <Controller
          control={form.control}
          name="targetSalary"
          render={({ field, fieldState }) => (
            <SalaryField
              ref={field.ref}
              name={field.name}
              label={t('salary.label', { currency: props.currency })}
              hint={hint}
              salary={salary}
              onChange={(event) => field.onChange(parseSalary(event.target.value))}
              onBlur={field.onBlur}
              error={translateMessageKey(t, fieldState.error?.message)}
            />
          )}
        />
      </fieldset>
    </StepForm>
  );
}
