import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { accountDeletionBody, type AccountDeletionBody } from '@laufbahn/contracts/data-privacy';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** After the deletion: what happened, said where the focus goes. */
function Deleted() {
  const { t } = useTranslation('dataPrivacy');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="status" className="flex flex-col gap-4 rounded-md border-l-4 border-success bg-surface p-5">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl outline-none">
        {t('delete.doneHeading')}
      </h2>
      <p className="leading-relaxed">{t('delete.doneText')}</p>
      <Link to={paths.home} className="font-semibold text-brand underline">
        {t('delete.home')}
      </Link>
    </section>
  );
}

/** Deleting the account for good, confirmed with the password (GDPR article 17). */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('dataPrivacy');
  const remove = useDeleteAccount();
  const revalidator = useRevalidator();
  const [deleted, setDeleted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<AccountDeletionBody>({
    resolver: zodResolver(accountDeletionBody),
    defaultValues: { password: '' },
  });
  // Our own keys (a wrong password) are in this page's catalog; the shared ones are translated as everywhere.
  const message = (key?: string) =>
    key?.startsWith('dataPrivacy.') ? t(key.slice('dataPrivacy.'.length)) : translateMessageKey(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await remove.mutateAsync(values);
      setDeleted(true);
      onDeleted();
      // The header forgets the member.
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setFormError('delete.rateLimited');
      else if (applyServerErrors(error, setError, ['password'])) setFormError('delete.failed');
    }
  });

  if (deleted) return <Deleted />;
  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col gap-4 border-t border-line pt-8">
      <h2 id="delete-account-heading" className="font-serif text-2xl">
        {t('delete.heading')}
      </h2>
      <p className="leading-relaxed">{t('delete.intro')}</p>
      <p className="leading-relaxed text-muted">{t('delete.kept')}</p>
      <p className="leading-relaxed text-muted">{t('delete.exportFirst')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:max-w-md">
        {formError && <Alert>{t(formError)}</Alert>}
        <TextField
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          error={message(formState.errors.password?.message)}
          {...register('password')}
        />
        <div>
          <Button type="submit" loading={remove.isPending} className="!bg-danger hover:!bg-danger/90">
            {t('delete.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
