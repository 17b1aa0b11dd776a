import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS, careerStepBody } from '@laufbahn/contracts/career-goal';
import type { NamedItem } from '@laufbahn/contracts/reference';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { schemaResolver } from '../model/schema-resolver.ts';
import { StepForm, type CareerGoalStepProps } from './step-form.tsx';

/** The three sub-steps that choose taxonomy entries: career levels, functions, industries. */
type ChoiceField = 'careerLevelIds' | 'functionIds' | 'industryIds';

const SCHEMAS = {
  careerLevelIds: careerStepBody.pick({ careerLevelIds: true }),
  functionIds: careerStepBody.pick({ functionIds: true }),
  industryIds: careerStepBody.pick({ industryIds: true }),
} as const;

const TEXTS = { careerLevelIds: 'careerLevel', functionIds: 'function', industryIds: 'industry' } as const;

type ChoiceValues = Partial<Record<ChoiceField, number[]>>;

function ChoiceStep({ field, items, ...props }: CareerGoalStepProps & { field: ChoiceField; items: NamedItem[] }) {
  const { t } = useTranslation('careerGoal');
  const form = useForm<ChoiceValues>({
    resolver: schemaResolver<ChoiceValues>(SCHEMAS[field]),
    defaultValues: { [field]: props.draft[field] },
  });
  const key = TEXTS[field];
  // Seven career levels fit on a screen; the long lists of functions and industries get a filter box.
  const long = field !== 'careerLevelIds';
  return (
    <StepForm {...props} form={form} fields={[field]} title={t(`steps.${key}.title`)}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control, fieldState }) => (
          <CheckboxGroup
            legend={t(`steps.${key}.legend`)}
            hint={t('choices.hint', { max: CAREER_GOAL_LIMITS.maxChoices })}
            options={items.map((item) => ({ value: item.id, label: item.name }))}
            value={control.value ?? []}
            onChange={control.onChange}
            max={CAREER_GOAL_LIMITS.maxChoices}
            countLabel={(chosen) => t('choices.count', { count: chosen, max: CAREER_GOAL_LIMITS.maxChoices })}
            filter={
              long
                ? {
                    label: t(`steps.${key}.filter`),
                    noMatches: t('choices.noMatches'),
                    selectedLabel: t('choices.selected'),
                    removeLabel: (option) => t('choices.remove', { option }),
                  }
                : undefined
            }
            columns={long ? 2 : 1}
            error={translateMessageKey(t, fieldState.error?.message)}
          />
        )}
      />
    </StepForm>
  );
}

export const CareerLevelStep = (props: CareerGoalStepProps) => (
  <ChoiceStep {...props} field="careerLevelIds" items={props.taxonomies?.careerLevels ?? []} />
);

export const FunctionStep = (props: CareerGoalStepProps) => (
  <ChoiceStep {...props} field="functionIds" items={props.taxonomies?.functions ?? []} />
);

export const IndustryStep = (props: CareerGoalStepProps) => (
  <ChoiceStep {...props} field="industryIds" items={props.taxonomies?.industries ?? []} />
);
