import type { Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';

/** To each recruiter of the firm: a Premium member wrote from the directory; the message waits in the inbox. */
export function headhunterMessageMail(
  language: Language,
  facts: { recruiterName: string; memberName: string; subject: string },
  inboxUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'recruiter');
  const values = { name: facts.recruiterName, member: facts.memberName, subject: facts.subject };
  return layout(
    language,
    'headhunter-message-received',
    t('mail.directoryMessage.subject', values),
    [t('mail.directoryMessage.intro', values), t('mail.directoryMessage.subjectLine', values)],
    { label: t('mail.directoryMessage.action'), url: inboxUrl },
  );
}
