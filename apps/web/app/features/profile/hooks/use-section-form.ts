import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../components/ui/toaster.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.tsx';

/**
 * A profile section's form: the shared schema checks it in the browser, the server's 422 lands on the
 * same fields, a toast confirms saving, and leaving with unsaved changes asks first.
 */
export function useSectionForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  save,
  fields,
  onSaved,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  fields: readonly string[];
  onSaved?: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string>();
  // Set between saving and the re-render that clears `isDirty`, so navigating away right after saving is not held up.
  const savedRef = useRef(false);
  const justSaved = useCallback(() => savedRef.current, []);
  const leavePrompt = useUnsavedChanges(form.formState.isDirty, justSaved);

  const submit = async (values: z.output<S>) => {
    setFormError(undefined);
    try {
      await save(values);
      savedRef.current = true;
      form.reset(form.getValues());
      notify.success(t('form.saved', { ns: 'common' }));
      onSaved?.();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    } finally {
      setTimeout(() => (savedRef.current = false), 0);
    }
  };
  const onSubmit = (event?: BaseSyntheticEvent) => form.handleSubmit(submit)(event);

  const message = (key?: string) => translateMessageKey(t, key);
  return { form, onSubmit, formError, leavePrompt, message };
}
