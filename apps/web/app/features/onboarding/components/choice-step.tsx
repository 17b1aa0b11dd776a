import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@laufbahn/contracts/reference';
import { TaxonomyChoiceGroup } from '../../../components/form/taxonomy-choice-group.tsx';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

type ChoiceStepId = 'career-levels' | 'functions' | 'industries';
const FIELDS = { 'career-levels': 'careerLevelIds', functions: 'functionIds', industries: 'industryIds' } as const;

/** Target career levels, functions or industries: up to ten of each; nothing chosen counts as skipped. */
export function ChoiceStep({ step: id, items }: { step: ChoiceStepId; items: NamedItem[] }) {
  const { t } = useTranslation('onboarding');
  const step = useDraftStep(id);
  const field = FIELDS[id];
  const key = id;
  const [value, setValue] = useState<number[]>(step.draft[field] ?? []);
  return (
    <StepShell
      title={t(`steps.${key}.title`)}
      lead={t(`steps.${key}.lead`)}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.length === 0 && step.skip) step.skip();
        else void step.submit({ [field]: value });
      }}
      onBack={step.back}
      onSkip={step.skip}
      busy={step.busy}
      error={step.error}
    >
      <TaxonomyChoiceGroup
        items={items}
        value={value}
        onChange={setValue}
        long={id !== 'career-levels'}
        texts={{
          legend: t(`steps.${key}.legend`),
          hint: (max) => t('choices.hint', { max }),
          count: (chosen, max) => t('choices.count', { count: chosen, max }),
          filter: t(`steps.${key}.filter`),
          noMatches: t('choices.noMatches'),
          selected: t('choices.selected'),
          remove: (option) => t('choices.remove', { option }),
        }}
      />
    </StepShell>
  );
}
