import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useConfirmSignInLink, useRequestSignInLink } from '../../features/account/api/sign-in-link.ts';
import { EmailLinkForm } from '../../features/account/components/email-link-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { paths } from '../../lib/paths.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';
import type { Route } from './+types/login-link-page';

export const loader = (args: Route.LoaderArgs) => redirectSignedIn(args);

/**
 * Logging in with a mailed link: without `?token=` the visitor asks for a link; with it, one click uses it. The
 * click is deliberate — mail scanners that open links must not spend it.
 */
export default function LoginLinkPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={t(token ? 'link.confirmTitle' : 'link.title')}
      lead={t(token ? 'link.confirmLead' : 'link.lead')}
      footer={
        <Link to={paths.login} className="text-brand underline">
          {t('link.back')}
        </Link>
      }
    >
      {token ? (
        <ConfirmLink token={token} returnTo={params.get('returnTo')} />
      ) : (
        <RequestLink email={params.get('email')} />
      )}
    </AuthCard>
  );
}

function RequestLink({ email }: { email: string | null }) {
  const { t } = useTranslation('account');
  const request = useRequestSignInLink();
  return (
    <EmailLinkForm
      request={request}
      submitLabel={t('link.submit')}
      sentText={t('link.sent')}
      defaultEmail={email ?? ''}
    />
  );
}

function ConfirmLink({ token, returnTo }: { token: string; returnTo: string | null }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirmSignInLink();
  const failure = confirm.error instanceof ApiError ? confirm.error.code : undefined;
  const logIn = async () => {
    try {
      await confirm.mutateAsync({ token });
    } catch {
      return;
    }
    await queryClient.invalidateQueries();
    await navigate(safeReturnPath(returnTo));
  };
  return (
    <div className="flex flex-col gap-5">
      {failure && (
        <Alert>
          {translateMessageKey(t, failure)}{' '}
          <Link to={paths.signInLink} className="font-semibold underline">
            {t('link.requestNew')}
          </Link>
        </Alert>
      )}
      <Button type="button" loading={confirm.isPending} onClick={() => void logIn()}>
        {t('link.confirm')}
      </Button>
    </div>
  );
}
