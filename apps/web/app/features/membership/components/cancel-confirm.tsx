import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contentLinkClass } from '../../../components/layout/content-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useConfirmCancellation } from '../api/cancellation-requests.ts';
import { useMembershipFormats } from '../model/money.ts';

/**
 * The mailed link's page: the cancellation happens on the button, never on opening the link (mail programs open
 * links to check them), and the page then states the date it takes effect.
 */
export function CancelConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation('membership');
  const confirm = useConfirmCancellation();
  const format = useMembershipFormats('EUR');
  const again = (
    <Link to={paths.cancelMembership} className={contentLinkClass}>
      {t('cancel.again')}
    </Link>
  );
  if (!token)
    return (
      <>
        <Alert>{t('cancel.invalidLink')}</Alert>
        <p>{again}</p>
      </>
    );
  if (confirm.data)
    return (
      <Alert tone="success">
        <span className="block font-semibold" data-testid="effective-date">
          {t('cancel.confirmed', { date: format.date(confirm.data.effectiveAt) })}
        </span>
        <span className="mt-1 block">{t('cancel.confirmedMail')}</span>
      </Alert>
    );
  const failure = confirm.error instanceof ApiError ? confirm.error : null;
  const linkFailed = failure && [404, 410, 422].includes(failure.status);
  return (
    <div className="flex flex-col gap-5">
      {linkFailed ? (
        <>
          <Alert>{t('cancel.invalidLink')}</Alert>
          <p>{again}</p>
        </>
      ) : (
        <>
          {failure && <Alert>{translateMessageKey(t, failure.code)}</Alert>}
          <p className="leading-relaxed">{t('cancel.confirmText')}</p>
          <div>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {t('cancel.confirmButton')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
