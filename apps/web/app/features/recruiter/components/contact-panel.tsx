import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  CONTACT_REQUEST_LIMITS,
  contactRequestBody,
  type CandidateContact,
  type ContactRequestBody,
} from '@laufbahn/contracts/contact-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { sendContactRequest } from '../api/contact-requests.ts';

function ContactForm({ candidateId, contact }: { candidateId: number; contact: CandidateContact }) {
  const { t } = useTranslation('recruiter');
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, control, formState } = useForm<ContactRequestBody>({
    resolver: zodResolver(contactRequestBody),
    defaultValues: { subject: '', message: '' },
  });
  const typed = useWatch({ control, name: 'message' });
  const message = (key?: string) => translateMessageKey(t, key);
  const outOfCredits = contact.costsCredit && contact.credits.remaining === 0;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await sendContactRequest(candidateId, values);
      notify.success(t('contact.sent'));
      await revalidator.revalidate();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['subject', 'message']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="font-semibold">
        {t('contact.formTitle')}
      </h3>
      <p className="text-sm text-muted">
        {contact.costsCredit
          ? t('contact.costsCredit', {
              count: contact.credits.remaining,
              remaining: contact.credits.remaining,
              allowance: contact.credits.monthlyAllowance,
            })
          : t('contact.free')}
      </p>
      {outOfCredits && <Alert>{t('contact.noCredits')}</Alert>}
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('contact.subject')}
        maxLength={CONTACT_REQUEST_LIMITS.subjectMaxLength}
        error={message(formState.errors.subject?.message)}
        {...register('subject')}
      />
      <TextareaField
        label={t('contact.message')}
        length={typed?.length ?? 0}
        maxLength={CONTACT_REQUEST_LIMITS.messageMaxLength}
        error={message(formState.errors.message?.message)}
        {...register('message')}
      />
      <Button type="submit" loading={formState.isSubmitting} disabled={outOfCredits}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}

/** On a candidate's profile: this recruiter's contact with the member, and the form to write. */
export function ContactPanel({ candidateId, contact }: { candidateId: number; contact: CandidateContact }) {
  const { t } = useTranslation('recruiter');
  const formats = useFormats();
  const latest = contact.latestRequest;
  return (
    <section aria-labelledby="contact-title" className="flex flex-col gap-4 border-t border-line pt-5">
      <h2 id="contact-title" className="font-serif text-xl">
        {t('contact.title')}
      </h2>
      {latest?.status === 'pending' && (
        <p role="status">{t('contact.pending', { date: formats.date(latest.createdAt) })}</p>
      )}
      {latest?.status === 'accepted' && (
        <p role="status">{t('contact.accepted', { date: formats.date(latest.answeredAt ?? latest.createdAt) })}</p>
      )}
      {latest?.status === 'declined' && (
        <p role="status">
          {t('contact.declined', {
            date: formats.date(latest.answeredAt ?? latest.createdAt),
            reason: latest.declineReason ? t(`declineReasons.${latest.declineReason}`) : '',
          })}
        </p>
      )}
      {contact.contactDetails && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('contact.details')}</h3>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt>{t('contact.email')}</dt>
            <dd>
              {contact.contactDetails.email ? (
                <a href={`mailto:${contact.contactDetails.email}`} className="text-brand underline">
                  {contact.contactDetails.email}
                </a>
              ) : (
                t('contact.notGiven')
              )}
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>{contact.contactDetails.phoneNumber ?? t('contact.notGiven')}</dd>
          </dl>
        </div>
      )}
      {latest?.status !== 'pending' && <ContactForm candidateId={candidateId} contact={contact} />}
    </section>
  );
}
