import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@laufbahn/contracts/account';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';

/**
 * An address, and a link mailed to it (a new password, a login link): the answer never says whether an account
 * exists, so success shows the same `sent` text for every address.
 */
export function EmailLinkForm({
  request,
  submitLabel,
  sentText,
  defaultEmail = '',
}: {
  request: UseMutationResult<void, Error, PasswordResetRequestBody>;
  submitLabel: string;
  sentText: string;
  defaultEmail?: string;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = handleSubmit((values) => request.mutateAsync(values).catch(() => undefined));
  const failure = request.error instanceof ApiError ? request.error.code : undefined;
  if (request.isSuccess) return <Alert tone="success">{sentText}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={translateMessageKey(t, formState.errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" loading={request.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
