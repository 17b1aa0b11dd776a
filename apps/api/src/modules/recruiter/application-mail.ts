import type { ApplicationStatus } from '@laufbahn/contracts/recruiter-positions';
import type { Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';

/** To the member: the publisher of a position they applied for changed the application's status. */
export function applicationStatusMail(
  language: Language,
  facts: { title: string; companyName: string; publisherName: string; status: ApplicationStatus },
  applicationsUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'mail');
  const values = { title: facts.title, company: facts.companyName, publisher: facts.publisherName };
  return layout(
    language,
    'application-status',
    t('applicationStatus.subject', values),
    [t('applicationStatus.intro', values), t(`applicationStatus.statuses.${facts.status}`, values)],
    { label: t('applicationStatus.action'), url: applicationsUrl },
  );
}
