import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlagVariant } from '../../../lib/feature-flags/feature-flags-root.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';

/** The registration form (zod, react-hook-form) is fetched only for the visitors who are shown it. */
const JobPageSignUpForm = lazy(() => import('./job-page-sign-up-form.tsx'));

/**
 * The `metasearchWithPassword` experiment (docs/decisions/0046-metasearch-sign-up.md): a visitor who arrived on this
 * position from a metasearch link (its address carries an `affiliate`) creates an account right here, with e-mail and
 * password, and applies without leaving the page. In the `idle` variant nothing changes: "Apply now" asks to log in.
 * `available`: the position is open and not locked. A first visit is rendered before the visitor has a guest id, so
 * the variant is known only once the browser's flags have started; the panel then appears below the actions.
 */
export function JobPageSignUp({ available }: { available: boolean }) {
  const { t } = useTranslation('account');
  const variant = useFlagVariant('metasearchWithPassword');
  const { account } = useRootData();
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState(false);
  // The form goes once the account exists: the keyboard goes on from the note that takes its place.
  const registeredNote = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  if (registered)
    return (
      <p
        ref={registeredNote}
        tabIndex={-1}
        role="status"
        className="rounded-md border border-success/40 bg-white p-4 font-semibold text-success outline-none"
      >
        {t('jobPageSignUp.registered')}
      </p>
    );
  const offered = variant === 'test' && !account && params.has('affiliate') && available;
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <JobPageSignUpForm
        onRegistered={() => {
          setRegistered(true);
          focusAfterRender(() => registeredNote.current);
        }}
      />
    </Suspense>
  );
}
