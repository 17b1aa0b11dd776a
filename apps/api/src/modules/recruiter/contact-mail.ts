import type { DeclineReason } from '@laufbahn/contracts/contact-requests';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import type { Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';

/** To the member: a recruiter wrote; the request waits in the inbox. The message itself stays on the site. */
export function contactRequestReceivedMail(
  language: Language,
  facts: { organisationName: string; organisationKind: OrganisationKind; subject: string },
  inboxUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'network');
  const values = {
    organisation: facts.organisationName,
    kind: translatorFor(language, 'recruiter')(`kinds.${facts.organisationKind}`),
    subject: facts.subject,
  };
  return layout(
    language,
    'contact-request-received',
    t('mail.received.subject', values),
    [t('mail.received.intro', values), t('mail.received.subjectLine', values), t('mail.received.privacy')],
    { label: t('mail.received.action'), url: inboxUrl },
  );
}

/** To the recruiter: the member answered. An acceptance names the member; a decline does not. */
export function contactRequestAnsweredMail(
  language: Language,
  facts: { recruiterName: string; subject: string } & (
    { accepted: true; memberName: string } | { accepted: false; reason: DeclineReason }
  ),
  url: string,
): RenderedMail {
  const t = translatorFor(language, 'recruiter');
  const values = { name: facts.recruiterName, subject: facts.subject };
  if (facts.accepted) {
    return layout(
      language,
      'contact-request-accepted',
      t('mail.accepted.subject', { member: facts.memberName }),
      [t('mail.accepted.intro', { ...values, member: facts.memberName }), t('mail.accepted.next')],
      { label: t('mail.accepted.action'), url },
    );
  }
  return layout(
    language,
    'contact-request-declined',
    t('mail.declined.subject', values),
    [t('mail.declined.intro', values), t('mail.declined.reason', { reason: t(`declineReasons.${facts.reason}`) })],
    { label: t('mail.declined.action'), url },
  );
}
