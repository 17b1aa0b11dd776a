import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { DECLINE_REASONS, type DeclineReason, type ReceivedContactRequest } from '@laufbahn/contracts/contact-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { acceptContactRequest, declineContactRequest } from '../api/contact-requests.ts';

function DeclineForm({
  request,
  onDone,
  onCancel,
}: {
  request: ReceivedContactRequest;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('network');
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [block, setBlock] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(translateMessageKey(t, 'validation.questionRequired'));
      return;
    }
    setBusy(true);
    try {
      await declineContactRequest(request.id, { reason, blockOrganisation: block });
      notify.success(t('requests.declinedNote'));
      onDone();
    } catch (failure) {
      setError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-md border border-line bg-surface p-4">
      <RadioGroup
        legend={t('requests.reasonLegend')}
        legendClassName="mb-1 font-semibold"
        name={`reason-${request.id}`}
        options={DECLINE_REASONS.map((value) => ({ value, label: t(`requests.reasons.${value}`) }))}
        value={reason}
        onChange={(value) => {
          setReason(value as DeclineReason);
          setError(undefined);
        }}
        error={error}
      />
      <CheckboxField
        label={t('requests.block', { organisation: request.organisationName })}
        checked={block}
        onChange={(event) => setBlock(event.target.checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('requests.confirmDecline')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('requests.cancelDecline')}
        </Button>
      </div>
    </form>
  );
}

function RequestEntry({ request }: { request: ReceivedContactRequest }) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const revalidator = useRevalidator();
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = `contact-request-${request.id}`;

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      await acceptContactRequest(request.id);
      notify.success(t('requests.acceptedNote', { recruiter: request.recruiterName }));
      await revalidator.revalidate();
    } catch (failure) {
      setError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
    } finally {
      setBusy(false);
    }
  }

  const status =
    request.status === 'pending'
      ? t('requests.status.pending')
      : t(`requests.status.${request.status}`, { date: formats.date(request.answeredAt ?? request.createdAt) });

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5"
      >
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-serif text-xl">
            {request.subject}
          </h2>
          <p className="font-semibold">{request.organisationName}</p>
          <p className="text-sm">
            {request.recruiterName}
            {' · '}
            {t(`kinds.${request.organisationKind}`, { ns: 'recruiter' })}
          </p>
          <p className="text-sm text-muted">{t('requests.receivedAt', { date: formats.date(request.createdAt) })}</p>
        </div>
        <p className="whitespace-pre-line leading-relaxed">{request.message}</p>
        <p className={`text-sm font-semibold ${request.status === 'pending' ? 'text-brand' : 'text-muted'}`}>
          {status}
        </p>
        {request.declineReason && (
          <p className="text-sm text-muted">
            {t('requests.declineReason', { reason: t(`requests.reasons.${request.declineReason}`) })}
          </p>
        )}
        {error && <Alert>{error}</Alert>}
        {request.status === 'pending' &&
          (request.organisationBlocked ? (
            <p className="text-sm">{t('requests.blocked', { organisation: request.organisationName })}</p>
          ) : declining ? (
            <DeclineForm
              request={request}
              onCancel={() => setDeclining(false)}
              onDone={() => {
                setDeclining(false);
                void revalidator.revalidate();
              }}
            />
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted" id={`${headingId}-hint`}>
                {t('requests.acceptHint')}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button
                  type="button"
                  loading={busy}
                  onClick={() => void accept()}
                  aria-describedby={`${headingId}-hint`}
                >
                  {t('requests.accept')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setDeclining(true)}>
                  {t('requests.decline')}
                </Button>
              </div>
            </div>
          ))}
      </article>
    </li>
  );
}

/** The member's contact requests: accept, or decline with a reason (and block the organisation). */
export function ContactRequestInbox({ requests }: { requests: ReceivedContactRequest[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {requests.map((request) => (
        <RequestEntry key={request.id} request={request} />
      ))}
    </ul>
  );
}
