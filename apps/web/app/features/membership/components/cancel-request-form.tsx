import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useRequestCancellation } from '../api/cancellation-requests.ts';

/** A light check only: the API decides; the answer is the same for every address. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;

/**
 * The public cancellation (§ 312k BGB): the member's e-mail address, then a mailed link that confirms it. The
 * page says the same for every address, so it tells nobody whether an address has a membership.
 */
export function CancelRequestForm() {
  const { t } = useTranslation('membership');
  const request = useRequestCancellation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('required', { ns: 'validation' }));
    if (!looksLikeEmail(value)) return setError(t('emailInvalid', { ns: 'validation' }));
    setError(undefined);
    request.mutate(value);
  };
  if (request.isSuccess)
    return (
      <Alert tone="success">
        <span className="block font-semibold">{t('cancel.sentTitle')}</span>
        <span className="mt-1 block">{t('cancel.sent', { email: email.trim() })}</span>
      </Alert>
    );
  const failure = request.error instanceof ApiError ? request.error : null;
  const fieldError = failure?.fields.email?.[0];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && !fieldError && <Alert>{translateMessageKey(t, failure.code)}</Alert>}
      <TextField
        label={t('cancel.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? translateMessageKey(t, fieldError)}
      />
      <div>
        <Button type="submit" loading={request.isPending}>
          {t('cancel.submit')}
        </Button>
      </div>
    </form>
  );
}
