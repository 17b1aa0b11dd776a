import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { onboardingDraft } from '@laufbahn/contracts/onboarding';
import { GENDER_IDS } from '@laufbahn/contracts/profile';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useDraftStep } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const schema = onboardingDraft.pick({ genderId: true, name: true, lastName: true });
interface NameValues {
  genderId: string;
  name: string;
  lastName: string;
}

/** Salutation, first and last name: how headhunters will address the member. */
export function NameStep() {
  const { t } = useTranslation('onboarding');
  const step = useDraftStep('name');
  const form = useForm<NameValues>({
    defaultValues: {
      genderId: step.draft.genderId ? String(step.draft.genderId) : '',
      name: step.draft.name ?? '',
      lastName: step.draft.lastName ?? '',
    },
    // The form holds text; the draft wants a number or nothing for each field. Casts: the resolver checks the
    // converted values, so its types are the draft's, not the form's.
    resolver: (values, context, options) =>
      zodResolver(schema)(
        {
          genderId: values.genderId ? Number(values.genderId) : null,
          name: values.name.trim() || null,
          lastName: values.lastName.trim() || null,
        },
        context,
        options as never,
      ) as never,
  });
  const message = (key?: string) => translateMessageKey(t, key);
  const submit = form.handleSubmit((values) => {
    // Cast: what the resolver above answered, the draft's values.
    const parsed = values as unknown as z.output<typeof schema>;
    if (!parsed.genderId && !parsed.name && !parsed.lastName && step.skip) return step.skip();
    return step.submit(parsed);
  });
  return (
    <StepShell
      title={t('steps.name.title')}
      lead={t('steps.name.lead')}
      onSubmit={submit}
      onBack={step.back}
      onSkip={step.skip}
      busy={step.busy}
      error={step.error}
    >
      <Controller
        control={form.control}
        name="genderId"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('steps.name.salutation')}
            legendClassName="mb-1 text-sm font-semibold"
            name={field.name}
            options={GENDER_IDS.map((id) => ({ value: String(id), label: t(`salutations.${id}`) }))}
            value={field.value || null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <TextField
        label={t('steps.name.firstName')}
        autoComplete="given-name"
        error={message(form.formState.errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('steps.name.lastName')}
        autoComplete="family-name"
        error={message(form.formState.errors.lastName?.message)}
        {...form.register('lastName')}
      />
    </StepShell>
  );
}
