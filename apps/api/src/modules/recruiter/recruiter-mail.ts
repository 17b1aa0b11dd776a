import type { Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';
import { VERIFICATION_LINK_HOURS } from './recruiter-account.repository.ts';

/** To the recruiter who signed up: the link proves that the organisation owns its e-mail domain. */
export function organisationVerificationMail(
  language: Language,
  facts: { name: string; organisationName: string; domain: string },
  link: string,
): RenderedMail {
  const t = translatorFor(language, 'recruiter');
  return layout(
    language,
    'organisation-verification',
    t('mail.verification.subject', { organisation: facts.organisationName }),
    [
      t('mail.verification.intro', { name: facts.name, organisation: facts.organisationName, domain: facts.domain }),
      t('mail.verification.validity', { count: VERIFICATION_LINK_HOURS }),
      t('mail.verification.ignore'),
    ],
    { label: t('mail.verification.action'), url: link },
  );
}
