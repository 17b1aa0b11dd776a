import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import type { Visibility } from '@laufbahn/contracts/profile';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { StepShell } from '../../../features/onboarding/components/step-shell.tsx';
import { nextStep, onboardingPath } from '../../../features/onboarding/model/steps.ts';
import { usePrivacy, useUpdatePrivacy } from '../../../features/visibility/api/privacy.ts';
import { InvisibleConfirmDialog } from '../../../features/visibility/components/invisible-confirm-dialog.tsx';
import { uniformVisibility } from '../../../features/visibility/components/visibility-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { noteMemberSkip } from './member-skips.ts';

type Choice = 'visible' | 'invisible';
const CHOICES: Choice[] = ['visible', 'invisible'];

/**
 * Visible or invisible (spec screen 1). Invisible asks first, as the visibility page does, and offers
 * anonymous instead. The choice applies to headhunters, recruiters and partner networks alike.
 */
export function VisibilityStep({ accountId, privacy }: { accountId: number | null; privacy: PrivacySettings | null }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { account } = useRootData();
  const id = accountId ?? account?.id ?? 0;
  const settings = usePrivacy(id, privacy ?? undefined);
  const update = useUpdatePrivacy(id);
  const current = uniformVisibility(settings.data);
  const [choice, setChoice] = useState<Choice | null>(
    current === 'visible' || current === 'invisible' ? current : null,
  );
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const onward = () => navigate(onboardingPath(nextStep('visibility')!));

  const save = async (visibility: Visibility) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({
        headhunter_visibility: visibility,
        recruiter_visibility: visibility,
        partner_networks_visibility: visibility,
      });
      noteMemberSkip('visibility', false);
      await onward();
    } catch (failure) {
      setFormError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
    }
  };

  return (
    <StepShell
      title={t('steps.visibility.title')}
      lead={t('steps.visibility.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return setError(translateMessageKey(t, 'validation.invalidOption'));
        if (choice === 'invisible') return setConfirming(true);
        void save(choice);
      }}
      onSkip={() => {
        noteMemberSkip('visibility', true);
        void onward();
      }}
      busy={update.isPending}
      error={formError}
    >
      <RadioGroup
        legend={t('steps.visibility.legend')}
        legendClassName="sr-only"
        name="visibility"
        appearance="cards"
        options={CHOICES.map((value) => ({
          value,
          label: t(`choices.${value}.label`, { ns: 'visibility' }),
          description: t(`choices.${value}.description`, { ns: 'visibility' }),
        }))}
        value={choice}
        onChange={(value) => {
          setError(undefined);
          setChoice(value as Choice);
        }}
        hint={t('steps.visibility.hint')}
        error={error}
      />
      <InvisibleConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onInvisible={() => void save('invisible')}
        onAnonymous={() => void save('anonymous')}
      />
    </StepShell>
  );
}
