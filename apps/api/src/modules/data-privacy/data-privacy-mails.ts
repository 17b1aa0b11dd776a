import { LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

const day = (language: Language, date: Date) =>
  dateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** To the member: the export is ready on the privacy page (signed in), until `expiresAt`. */
export function dataExportReadyMail(language: Language, pageUrl: string, expiresAt: Date): RenderedMail {
  const t = translatorFor(language, 'dataPrivacy');
  return layout(
    language,
    'data-export-ready',
    t('mail.exportReady.subject'),
    [
      t('mail.exportReady.intro'),
      t('mail.exportReady.expiry', { date: day(language, expiresAt) }),
      t('mail.exportReady.signIn'),
      t('mail.exportReady.notYou'),
    ],
    { label: t('mail.exportReady.action'), url: pageUrl },
  );
}

/** To the address of an account just deleted: the last mail Laufbahn sends there. */
export function accountDeletedMail(language: Language): RenderedMail {
  const t = translatorFor(language, 'dataPrivacy');
  return layout(language, 'account-deleted', t('mail.accountDeleted.subject'), [
    t('mail.accountDeleted.intro'),
    t('mail.accountDeleted.erased'),
    t('mail.accountDeleted.kept'),
    t('mail.accountDeleted.welcomeBack'),
  ]);
}
