import { useLoaderData, useLocation } from 'react-router';
import { ChoiceStep } from '../../features/onboarding/components/choice-step.tsx';
import { stepFromPath } from '../../features/onboarding/model/steps.ts';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { loadTaxonomies } from './taxonomies-loader.ts';

export const loader = loadTaxonomies;

/** `/onboarding/career-levels`, `/functions` and `/industries`: the values of one taxonomy to choose from. */
export default function ChoiceStepPage() {
  const { data: taxonomies } = useTaxonomies(useLoaderData<typeof loader>().taxonomies);
  const step = stepFromPath(useLocation().pathname);
  switch (step) {
    case 'career-levels':
      return <ChoiceStep key={step} step={step} items={taxonomies?.careerLevels ?? []} />;
    case 'functions':
      return <ChoiceStep key={step} step={step} items={taxonomies?.functions ?? []} />;
    case 'industries':
      return <ChoiceStep key={step} step={step} items={taxonomies?.industries ?? []} />;
    default:
      return null;
  }
}
