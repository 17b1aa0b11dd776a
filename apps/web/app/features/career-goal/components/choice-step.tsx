import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { careerStepBody } from '@laufbahn/contracts/career-goal';
import type { NamedItem } from '@laufbahn/contracts/reference';
import { TaxonomyChoiceGroup } from '../../../components/form/taxonomy-choice-group.tsx';
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
  return (
    <StepForm {...props} form={form} fields={[field]} title={t(`steps.${key}.title`)}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control, fieldState }) => (
          <TaxonomyChoiceGroup
            items={items}
            value={control.value ?? []}
            onChange={control.onChange}
            long={field !== 'careerLevelIds'}
            texts={{
              legend: t(`steps.${key}.legend`),
              hint: (max) => t('choices.hint', { max }),
              count: (chosen, max) => t('choices.count', { count: chosen, max }),
              filter: t(`steps.${key}.filter`),
              noMatches: t('choices.noMatches'),
              selected: t('choices.selected'),
              remove: (option) => t('choices.remove', { option }),
            }}
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
