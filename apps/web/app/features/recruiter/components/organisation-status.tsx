import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecruiterDetails } from '@laufbahn/contracts/recruiter';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useResendVerification } from '../api/recruiter-account.ts';

/** The organisation as the recruiter site knows it, and what verifying it still takes. */
export function OrganisationStatus({ recruiter }: { recruiter: RecruiterDetails }) {
  const { t } = useTranslation('recruiter');
  const resend = useResendVerification();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const { organisation } = recruiter;

  const onResend = async () => {
    setAnswer(undefined);
    try {
      await resend.mutateAsync();
      setAnswer({ tone: 'success', text: t('dashboard.resent', { email: recruiter.email }) });
    } catch (error) {
      setAnswer({
        tone: 'danger',
        text: translateMessageKey(t, error instanceof ApiError ? error.code : 'internal')!,
      });
    }
  };

  return (
    <section aria-labelledby="organisation-heading" className="rounded-lg border border-line bg-white p-5 sm:p-6">
      <h2 id="organisation-heading" className="font-serif text-2xl">
        {organisation.name}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('dashboard.kind')}</dt>
        <dd>{t(`kinds.${organisation.kind}`)}</dd>
        <dt className="font-semibold">{t('dashboard.domain')}</dt>
        <dd>{organisation.emailDomain}</dd>
        <dt className="font-semibold">{t('dashboard.status')}</dt>
        <dd>{organisation.verified ? t('dashboard.verified') : t('dashboard.unverified')}</dd>
      </dl>
      {organisation.verified ? (
        <p className="mt-4">{t('dashboard.verifiedText', { organisation: organisation.name })}</p>
      ) : (
        <div className="mt-4 flex flex-col items-start gap-4">
          <p>
            {t('dashboard.unverifiedText', {
              email: recruiter.email,
              organisation: organisation.name,
              domain: organisation.emailDomain,
            })}
          </p>
          <Button variant="secondary" onClick={() => void onResend()} loading={resend.isPending}>
            {t('dashboard.resend')}
          </Button>
          <div aria-live="polite" className="w-full">
            {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
          </div>
        </div>
      )}
    </section>
  );
}
