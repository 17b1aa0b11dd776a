import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LegalOperator } from '@laufbahn/contracts/legal';
import { formattingLocale } from '@laufbahn/i18n/formats';
import { LANGUAGE_TAGS, parseLanguage } from '@laufbahn/i18n/languages';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { translatorFor } from '../../lib/i18n.ts';
import type { InvoiceRow } from './invoice.repository.ts';

const require = createRequire(import.meta.url);
/** The CV builder's fonts (Noto Sans, SIL Open Font License): every letter of the seven languages, embedded. */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const TERM_KEYS: Record<number, string> = { 1: 'term1', 3: 'term3', 6: 'term6', 12: 'term12' };

/** Amounts and dates as the member's language writes them in the country version. */
export function invoiceFormats(language: string, countryVersion: string, currency: string) {
  const lang = parseLanguage(language) ?? 'DE';
  const locale = formattingLocale(lang, countryVersion as CountryVersionCode);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'Europe/Berlin' });
  return {
    lang,
    money: (minor: number) => money.format(minor / 100),
    date: (value: Date | string) => date.format(new Date(value)),
    /** A moment to the second, with its time zone (the operator's, as on the invoices). */
    dateTime: (value: Date | string) => dateTime.format(new Date(value)),
    percent: (bp: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100),
  };
}

/**
 * An invoice or credit note as a PDF in the member's language: seller (the operator of the site notice), customer,
 * number and date, the item with its service period, net amount, VAT at its rate and total, how it was paid.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, seller: LegalOperator): Promise<Buffer> {
  const f = invoiceFormats(invoice.language, invoice.countryVersion, invoice.currency);
  const t = translatorFor(f.lang, 'mail');
  const credit = invoice.kind === 'credit_note';
  const title = t(credit ? 'invoice.creditNoteTitle' : 'invoice.invoiceTitle');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: LANGUAGE_TAGS[f.lang],
    displayTitle: true,
    info: { Title: `${title} ${invoice.number}`, Author: seller.companyName, Creator: 'Laufbahn' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const d = invoice.details;
  doc.font('bold').fontSize(11).text(seller.companyName);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${seller.street}, ${seller.postalCode} ${seller.city}, ${seller.country}`)
    .text(seller.email);
  if (seller.vatId) doc.text(`${t('invoice.vatId')}: ${seller.vatId}`);
  doc.moveDown(2);
  doc.font('bold').fontSize(20).text(title);
  doc.moveDown(0.5).fontSize(10);
  const facts: [string, string][] = [
    [t('invoice.invoiceNumber'), invoice.number],
    [t('invoice.issued'), f.date(invoice.issuedAt)],
    [t('invoice.customer'), d.buyerEmail],
  ];
  if (invoice.correctsNumber) facts.push([t('invoice.corrects'), invoice.correctsNumber]);
  for (const [label, value] of facts) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown(1.5);

  const term = t(`invoice.${TERM_KEYS[d.termMonths] ?? 'term1'}`);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').text(label, left, y, { width: width - 130 });
    const after = doc.y;
    doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row(t('invoice.description'), t('invoice.amount'), true);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.5);
  row(
    `${t(credit ? 'invoice.refundItem' : 'invoice.item', { term })}\n${t('invoice.period', {
      start: f.date(d.periodStart),
      end: f.date(d.periodEnd),
    })}`,
    f.money(invoice.totalMinor),
  );
  doc.moveDown(1);
  row(t('invoice.net'), f.money(invoice.totalMinor - invoice.vatMinor));
  row(t('invoice.vat', { rate: f.percent(invoice.vatRateBp) }), f.money(invoice.vatMinor));
  row(t('invoice.total'), f.money(invoice.totalMinor), true);
  doc.moveDown(1.5).font('regular');
  if (invoice.vatRateBp === 0) doc.text(t('invoice.noVat'));
  const method = d.paymentMethod;
  doc.text(
    credit
      ? t('invoice.refunded')
      : method.type === 'card'
        ? t('invoice.paidCard', { brand: method.brand.toUpperCase(), last4: method.last4 })
        : t('invoice.paidSepa', { country: method.country, last4: method.last4 }),
  );
  doc.moveDown(1).text(t('invoice.thanks'));
  doc.end();
  return done;
}
