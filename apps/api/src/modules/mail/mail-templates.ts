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

/** A plain mail: paragraphs, one call-to-action link, a signature. Text and HTML say the same. */
function layout(
  language: Language,
  template: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const t = translatorFor(language, 'mail');
  const signature = t('signature');
  const text = [...paragraphs.slice(0, 1), `${action.label}: ${action.url}`, ...paragraphs.slice(1), signature].join(
    '\n\n',
  );
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;color:#1c2430;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(paragraphs[0]!)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
${paragraphs
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
