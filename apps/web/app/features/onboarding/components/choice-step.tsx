import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import type { NamedItem } from '@laufbahn/contracts/reference';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
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
  // Seven career levels fit on a screen; the long lists of functions and industries get a filter box.
  const long = id !== 'career-levels';
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
      <CheckboxGroup
        legend={t(`steps.${key}.legend`)}
        hint={t('choices.hint', { max: CAREER_GOAL_LIMITS.maxChoices })}
        options={items.map((item) => ({ value: item.id, label: item.name }))}
        value={value}
        onChange={setValue}
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
      />
    </StepShell>
  );
}
