import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import {
  HEADHUNTER_LIMITS,
  headhunterMessageBody,
  type HeadhunterMessageBody,
  type HeadhunterPage,
  type SentHeadhunterMessage,
} from '@laufbahn/contracts/headhunters';
import { contentLinkClass } from '../../../components/layout/content-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { loginWithReturn, premiumOfferPath } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import { sendHeadhunterMessage } from '../api/headhunters.ts';
import { headhunterPath } from '../model/headhunter-paths.ts';

function MessageForm({ firm, onSent }: { firm: HeadhunterPage; onSent: (sent: SentHeadhunterMessage) => void }) {
  const { t } = useTranslation('pages');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, control, formState } = useForm<HeadhunterMessageBody>({
    resolver: zodResolver(headhunterMessageBody),
    defaultValues: { subject: '', message: '' },
  });
  const typed = useWatch({ control, name: 'message' });
  const message = (key?: string) => translateMessageKey(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      onSent(await sendHeadhunterMessage(firm.id, values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['subject', 'message']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('headhunters.contact.shared')}</p>
      {formError && <Alert>{message(formError)}</Alert>}
      <TextField
        label={t('headhunters.contact.subject')}
        maxLength={HEADHUNTER_LIMITS.subjectMaxLength}
        error={message(formState.errors.subject?.message)}
        {...register('subject')}
      />
      <TextareaField
        label={t('headhunters.contact.message')}
        length={typed?.length ?? 0}
        maxLength={HEADHUNTER_LIMITS.messageMaxLength}
        error={message(formState.errors.message?.message)}
        {...register('message')}
      />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('headhunters.contact.submit')}
        </Button>
      </div>
    </form>
  );
}

/** On a firm's page: the form for Premium members, what Premium adds for Basic members, sign-in for visitors. */
export function ContactSection({ firm }: { firm: HeadhunterPage }) {
  const { t } = useTranslation('pages');
  const [sent, setSent] = useState<SentHeadhunterMessage>();
  // The page's list of the member's messages to the firm takes in the new one.
  const revalidator = useRevalidator();
  // The form is gone once sent: the keyboard goes on from the confirmation.
  const confirmation = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  return (
    <section
      aria-labelledby="contact-heading"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="contact-heading" className="font-serif text-2xl">
        {t('headhunters.contact.heading', { firm: firm.name })}
      </h2>
      {firm.contact === 'premium' &&
        (sent ? (
          <div ref={confirmation} tabIndex={-1} role="status" className="flex flex-col gap-2 outline-none">
            <p className="font-semibold">{t('headhunters.contact.sentTitle')}</p>
            <p>{t('headhunters.contact.sentText', { firm: sent.organisationName, count: sent.recipients })}</p>
          </div>
        ) : (
          <MessageForm
            firm={firm}
            onSent={(message) => {
              setSent(message);
              focusAfterRender(() => confirmation.current);
              void revalidator.revalidate();
            }}
          />
        ))}
      {firm.contact === 'basic' && (
        <>
          <p>{t('headhunters.contact.basic')}</p>
          <div>
            <LinkButton to={premiumOfferPath('headhunter_contact')}>{t('headhunters.contact.upgrade')}</LinkButton>
          </div>
        </>
      )}
      {firm.contact === 'visitor' && (
        <p>
          {t('headhunters.contact.visitor')}{' '}
          <Link to={loginWithReturn(headhunterPath(firm.id))} className={contentLinkClass}>
            {t('headhunters.contact.signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}
