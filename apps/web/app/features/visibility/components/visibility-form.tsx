import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { privacySettings, type PrivacySettings } from '@laufbahn/contracts/privacy';
import { VISIBILITIES, type Visibility } from '@laufbahn/contracts/profile';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.tsx';
import { useUpdatePrivacy } from '../api/privacy.ts';
import { InvisibleConfirmDialog } from './invisible-confirm-dialog.tsx';

const schema = privacySettings.pick({ visibility: true });

export const AUDIENCES = ['headhunter_visibility', 'recruiter_visibility', 'partner_networks_visibility'] as const;

/** The one value all three audiences share, or null when they differ (set that way through the API). */
export const uniformVisibility = (settings: PrivacySettings | undefined): Visibility | null => {
  if (!settings) return null;
  const values = new Set(AUDIENCES.map((audience) => settings[audience]));
  return values.size === 1 ? settings.headhunter_visibility : null;
};

/**
 * Visible, anonymous or invisible, for headhunters, recruiters and partner networks alike. Choosing invisible
 * asks first: nobody can send contact requests then, and anonymous is offered instead.
 */
export function VisibilityForm({ accountId, settings }: { accountId: number; settings: PrivacySettings | undefined }) {
  const { t } = useTranslation('visibility');
  const update = useUpdatePrivacy(accountId);
  const current = uniformVisibility(settings);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { visibility: current ?? undefined },
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const { isDirty } = form.formState;
  // Settings that arrive after the first render (loaded in the browser) become the form's starting point.
  useEffect(() => {
    if (!isDirty) form.reset({ visibility: current ?? undefined });
  }, [current, isDirty, form]);

  const save = async (visibility: Visibility) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({
        headhunter_visibility: visibility,
        recruiter_visibility: visibility,
        partner_networks_visibility: visibility,
      });
      form.reset({ visibility });
      notify.success(t(`saved.${visibility}`));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['visibility']));
    }
  };

  const onSubmit = form.handleSubmit(async ({ visibility }) => {
    if (!visibility) return;
    // Invisible ends all contact requests: ask first, unless the profile is invisible already.
    if (visibility === 'invisible' && current !== 'invisible') {
      setConfirming(true);
      return;
    }
    await save(visibility);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {formError && <Alert>{translateMessageKey(t, formError)}</Alert>}
      <Controller
        control={form.control}
        name="visibility"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('legend')}
            name={field.name}
            appearance="cards"
            options={VISIBILITIES.map((value) => ({
              value,
              label: t(`choices.${value}.label`),
              description: t(`choices.${value}.description`),
            }))}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={translateMessageKey(t, fieldState.error?.message)}
          />
        )}
      />
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </div>
      <InvisibleConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onAnonymous={() => {
          form.setValue('visibility', 'anonymous', { shouldDirty: true });
          void save('anonymous');
        }}
        onInvisible={() => void save('invisible')}
      />
      {guard}
    </form>
  );
}
