import { useTranslation } from 'react-i18next';
import type { OnboardingStep } from '@laufbahn/contracts/onboarding';
import { WALKED_STEPS } from '../model/steps.ts';

type OutlineState = 'done' | 'current' | 'later';
const stateOf = (index: number, current: number): OutlineState => {
  if (index < current) return 'done';
  return index === current ? 'current' : 'later';
};

/**
 * All steps at a glance beside the form, the current one marked (the `onboardingDesktop` test variant, on
 * screens of 1024 px and more). Steps are not links: the wizard decides where one may go.
 */
export function StepOutline({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('onboarding');
  const current = WALKED_STEPS.indexOf(step === 'sign-in' ? 'password' : step);
  return (
    <nav aria-label={t('outline.label')} className="hidden w-60 shrink-0 lg:block">
      <ol className="flex flex-col gap-1 border-l border-line">
        {WALKED_STEPS.map((entry, index) => {
          const state = stateOf(index, current);
          return (
            <li
              key={entry}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`-ml-px border-l-2 py-1.5 pl-4 text-sm ${
                state === 'current'
                  ? 'border-brand font-semibold text-ink'
                  : state === 'done'
                    ? 'border-transparent text-ink'
                    : 'border-transparent text-muted'
              }`}
            >
              <span className="sr-only">{t(`outline.${state}`)} </span>
              {t(`steps.${entry}.short`)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
