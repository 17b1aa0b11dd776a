/**
 * Mail providers anyone can sign up with: an address there proves nothing about an organisation, so an
 * organisation cannot be verified by one (the recruiter is asked for the work address instead).
 */
const FREE_MAIL_DOMAINS = new Set([
  'aol.com',
  'gmail.com',
  'googlemail.com',
  'gmx.at',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'icloud.com',
  'laposte.net',
  'libero.it',
  'live.com',
  'mail.com',
  'me.com',
  'msn.com',
  'orange.fr',
  'outlook.com',
  'outlook.de',
  'posteo.de',
  'proton.me',
  'protonmail.com',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yandex.com',
]);

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.has(domain.toLowerCase());
