import { useLoaderData } from 'react-router';
import { SalaryStep } from '../../features/onboarding/components/salary-step.tsx';
import { useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { loadTaxonomies } from './taxonomies-loader.ts';

export const loader = loadTaxonomies;

/** `/onboarding/salary`: the current salary range and the salary aimed at. */
export default function SalaryStepPage() {
  const { data: taxonomies } = useTaxonomies(useLoaderData<typeof loader>().taxonomies);
  return <SalaryStep taxonomies={taxonomies} />;
}
