import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useVerifyOrganisation } from '../../features/recruiter/api/recruiter-account.ts';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';

/**
 * The link from the verification mail. It verifies on a click, not on opening: mail scanners that open links
 * must not spend it.
 */
export default function RecruiterVerifyPage() {
  const { t } = useTranslation('recruiter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyOrganisation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();

  const onVerify = async () => {
    setError(undefined);
    try {
      await verify.mutateAsync({ token });
      await revalidator.revalidate();
    } catch (failure) {
      const key = failure instanceof ApiError ? (failure.fields.token?.[0] ?? failure.code) : 'internal';
      setError(translateMessageKey(t, key));
    }
  };

  return (
    <AuthCard title={t('verify.title')}>
      {!token ? (
        <Alert>{t('verify.missing')}</Alert>
      ) : verify.isSuccess ? (
        <div className="flex flex-col items-start gap-4">
          <Alert tone="success">{t('verify.done')}</Alert>
          <LinkButton to={recruiterPaths.home}>{t('verify.continue')}</LinkButton>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p>{t('verify.confirm')}</p>
          {error && <Alert>{error}</Alert>}
          <Button onClick={() => void onVerify()} loading={verify.isPending}>
            {t('verify.submit')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
