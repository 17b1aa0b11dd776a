import { LIMITS } from '@laufbahn/contracts/limits';
import type { Language } from '@laufbahn/i18n/languages';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';

export interface RenderedMail {
  template: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain mail: paragraphs, one call-to-action link (if any), a signature. Text and HTML say the same. */
export function layout(
  language: Language,
  template: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const t = translatorFor(language, 'mail');
  const signature = t('signature');
  const text = [
    ...paragraphs.slice(0, 1),
    // "Label: link", with the language's own punctuation (French puts a no-break space before the colon).
    ...(action ? [t('actionLine', { label: action.label, url: action.url })] : []),
    ...paragraphs.slice(1),
    signature,
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;color:#1c2430;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(paragraphs[0]!)}</p>
${button}${paragraphs
    .slice(1)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n')}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { template, language, subject, text, html };
}

export function passwordResetMail(language: Language, link: string): RenderedMail {
  const t = translatorFor(language, 'mail');
  return layout(
    language,
    'password-reset',
    t('passwordReset.subject'),
    [t('passwordReset.intro'), t('passwordReset.validity'), t('passwordReset.ignore')],
    { label: t('passwordReset.action'), url: link },
  );
}

export function signInLinkMail(language: Language, link: string): RenderedMail {
  const t = translatorFor(language, 'mail');
  return layout(
    language,
    'sign-in-link',
    t('signInLink.subject'),
    [t('signInLink.intro'), t('signInLink.validity', { count: LIMITS.signInLinkMinutes }), t('signInLink.ignore')],
    { label: t('signInLink.action'), url: link },
  );
}

export interface CvReviewFacts {
  /** Our reference for the request, quoted in the partner's answer. */
  reference: string;
  /** The due time, formatted for the reader. */
  due: string;
  fileName: string;
  memberName: string;
  memberEmail: string;
  description: string | null;
}

/** To the review partner, with the CV attached: who asks, by when, and where to send the review. */
export function cvReviewPartnerMail(language: Language, facts: CvReviewFacts): RenderedMail {
  const t = translatorFor(language, 'mail');
  return layout(
    language,
    'cv-review-partner',
    t('cvReview.partner.subject', { reference: facts.reference, due: facts.due }),
    [
      t('cvReview.partner.intro', { fileName: facts.fileName }),
      t('cvReview.partner.member', { name: facts.memberName, email: facts.memberEmail }),
      t('cvReview.partner.due', { due: facts.due, email: facts.memberEmail }),
      ...(facts.description ? [t('cvReview.partner.note', { description: facts.description })] : []),
      t('cvReview.partner.reference', { reference: facts.reference }),
    ],
  );
}

/** To the member: the request is with the partner, and the review arrives by the due time. */
export function cvReviewConfirmationMail(language: Language, facts: CvReviewFacts, profileUrl: string): RenderedMail {
  const t = translatorFor(language, 'mail');
  return layout(
    language,
    'cv-review-confirmation',
    t('cvReview.confirmation.subject'),
    [
      t('cvReview.confirmation.intro', { fileName: facts.fileName }),
      t('cvReview.confirmation.due', { due: facts.due }),
      t('cvReview.confirmation.privacy'),
    ],
    { label: t('cvReview.confirmation.action'), url: profileUrl },
  );
}

export interface JobApplicationFacts {
  title: string;
  companyName: string;
  /** The CV sent along, if the member chose one. */
  cvFileName: string | null;
  /** The position was published on the recruiter site, so its publisher receives the application. */
  forwarded: boolean;
}

/** To the member: what became of the application — forwarded to the publisher, or kept in the account only. */
export function jobApplicationConfirmationMail(
  language: Language,
  facts: JobApplicationFacts,
  jobUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'mail');
  const values = { title: facts.title, company: facts.companyName, fileName: facts.cvFileName ?? '' };
  return layout(
    language,
    'job-application-confirmation',
    t('jobApplication.subject', values),
    [
      // Only a position published on Laufbahn's recruiter site reaches its publisher through us; a feed's does not.
      ...(facts.forwarded
        ? [
            t('jobApplication.forwarded.intro', values),
            facts.cvFileName ? t('jobApplication.sentProfileAndCv', values) : t('jobApplication.sentProfile', values),
            t('jobApplication.forwarded.next', values),
          ]
        : [
            t('jobApplication.notForwarded.intro', values),
            facts.cvFileName
              ? t('jobApplication.notForwarded.keptWithCv', values)
              : t('jobApplication.notForwarded.kept', values),
            t('jobApplication.notForwarded.next', values),
          ]),
    ],
    { label: t('jobApplication.action'), url: jobUrl },
  );
}
