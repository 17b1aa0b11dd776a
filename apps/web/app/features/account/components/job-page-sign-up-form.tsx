import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { RegistrationForm } from './registration-form.tsx';
import { useRootData } from '../../../lib/root-data.ts';

/** The experiment's panel: the registration form on the position's page; afterwards the page reads the visitor as a member. */
export default function JobPageSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('account');
  const { language, countryVersion } = useRootData();
  const revalidator = useRevalidator();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-md border border-line bg-surface p-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-serif text-xl">
          {t('jobPageSignUp.title')}
        </h2>
        <p className="leading-relaxed text-muted">{t('jobPageSignUp.lead')}</p>
      </div>
      <RegistrationForm
        language={language}
        countryVersion={countryVersion}
        onRegistered={() => {
          onRegistered();
          // The root loader reads the new session: "Apply now" becomes the member's application.
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
