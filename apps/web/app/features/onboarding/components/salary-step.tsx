import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onboardingDraft } from '@laufbahn/contracts/onboarding';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { SalaryField, useSalaryText } from '../../../components/form/salary-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const targetSchema = onboardingDraft.shape.targetSalary;

/**
 * The current salary band and the yearly target salary, in the country version's currency. Each is optional;
 * the comparison of the two shows only once both are entered.
 */
export function SalaryStep({ taxonomies }: { taxonomies: Taxonomies | undefined }) {
  const { t } = useTranslation('onboarding');
  const format = useFormats();
  const step = useDraftStep('salary');
  const [band, setBand] = useState<number | null>(step.draft.currentSalaryRangeId ?? null);
  const salary = useSalaryText(step.draft.targetSalary);
  const [error, setError] = useState<string>();
  const target = salary.amount;
  const bandName = nameOf(taxonomies?.salaryRanges, band);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = targetSchema.safeParse(target);
    if (!parsed.success) {
      setError(translateMessageKey(t, parsed.error.issues[0]?.message ?? 'validation.invalid'));
      document.getElementById('onboarding-target-salary')?.focus();
      return;
    }
    setError(undefined);
    if (band === null && target === null && step.skip) return step.skip();
    void step.submit({ currentSalaryRangeId: band, targetSalary: target });
  };

  return (
    <StepShell
      title={t('steps.salary.title')}
      lead={t('steps.salary.lead')}
      onSubmit={submit}
      onBack={step.back}
      onSkip={step.skip}
      busy={step.busy}
      error={step.error}
    >
      <SelectField
        label={t('steps.salary.current')}
        hint={t('steps.salary.currentHint')}
        allowEmpty
        options={(taxonomies?.salaryRanges ?? []).map((range) => ({ value: range.id, label: range.name }))}
        value={band ?? ''}
        onChange={(event) => setBand(event.target.value === '' ? null : Number(event.target.value))}
        className="sm:max-w-sm"
      />
      <SalaryField
        id="onboarding-target-salary"
        label={t('steps.salary.target', { currency: format.currency })}
        hint={t('steps.salary.targetHint', { currency: format.currency, example: format.number(150_000) })}
        salary={salary}
        error={error}
      />
      {bandName && salary.readable !== null && (
        <section aria-labelledby="salary-summary" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="salary-summary" className="font-serif text-xl">
            {t('steps.salary.summaryTitle')}
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">{t('steps.salary.summaryCurrent')}</dt>
            <dd>{bandName}</dd>
            <dt className="text-muted">{t('steps.salary.summaryTarget')}</dt>
            <dd className="font-semibold">{format.money(salary.readable)}</dd>
          </dl>
        </section>
      )}
    </StepShell>
  );
}
