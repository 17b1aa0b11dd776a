import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import type { NamedItem } from '@laufbahn/contracts/reference';
import { CheckboxGroup } from '../ui/checkbox-group.tsx';

/** The texts of a choice group, translated by the form that shows it. */
export interface TaxonomyChoiceTexts {
  legend: string;
  hint: (max: number) => string;
  count: (chosen: number, max: number) => string;
  /** The filter box's label; shown for long lists only. */
  filter: string;
  noMatches: string;
  selected: string;
  remove: (option: string) => string;
}

/**
 * Entries of a taxonomy (career levels, functions, industries) as a career goal chooses them: up to ten. A long list
 * (functions, industries) gets a filter box and two columns; seven career levels fit on a screen without.
 */
export function TaxonomyChoiceGroup({
  items,
  value,
  onChange,
  long,
  texts,
  error,
}: {
  items: NamedItem[];
  value: number[];
  onChange: (value: number[]) => void;
  long: boolean;
  texts: TaxonomyChoiceTexts;
  /** Already translated. */
  error?: string;
}) {
  const max = CAREER_GOAL_LIMITS.maxChoices;
  return (
    <CheckboxGroup
      legend={texts.legend}
      hint={texts.hint(max)}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      value={value}
      onChange={onChange}
      max={max}
      countLabel={(chosen) => texts.count(chosen, max)}
      filter={
        long
          ? {
              label: texts.filter,
              noMatches: texts.noMatches,
              selectedLabel: texts.selected,
              removeLabel: texts.remove,
            }
          : undefined
      }
      columns={long ? 2 : 1}
      error={error}
    />
  );
}
