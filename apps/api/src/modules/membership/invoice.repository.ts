import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface InvoiceRow {
  id: number;
  accountId: number;
  paymentId: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  language: string;
  countryVersion: string;
  currency: string;
  totalMinor: number;
  vatMinor: number;
  vatRateBp: number;
  correctsNumber: string | null;
  details: InvoiceDetails;
}

/** What the document shows besides the amounts. */
export interface InvoiceDetails {
  termMonths: number;
  periodStart: string;
  periodEnd: string;
  buyerEmail: string;
  paymentMethod:
    { type: 'card'; brand: string; last4: string } | { type: 'sepa_debit'; country: string; last4: string };
}

export interface NewInvoice {
  accountId: number;
  paymentId: number;
  subscriptionId: number | null;
  kind: 'invoice' | 'credit_note';
  correctsInvoiceId?: number;
  language: string;
  countryVersion: string;
  currency: string;
  totalMinor: number;
  vatMinor: number;
  vatRateBp: number;
  details: InvoiceDetails;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function toInvoice(row: Row): InvoiceRow {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    paymentId: Number(row.payment_id),
    kind: row.kind as InvoiceRow['kind'],
    number: String(row.number),
    issuedAt: new Date(String(row.issued_at)),
    language: String(row.language),
    countryVersion: String(row.country_version),
    currency: String(row.currency),
    totalMinor: Number(row.total_minor),
    vatMinor: Number(row.vat_minor),
    vatRateBp: Number(row.vat_rate_bp),
    correctsNumber: (row.corrects_number as string | null) ?? null,
    details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as InvoiceDetails,
  };
}

const SELECT = sql`select i.*, c.number as corrects_number from invoices i
  left join invoices c on c.id = i.corrects_invoice_id`;

export function invoiceRepository(db: Db) {
  return {
    /**
     * Issues the next number of the year and the invoice, inside the caller's transaction: the year's counter row
     * stays locked until it commits, so a rolled-back purchase gives its number back and numbers have no gaps.
     */
    async issue(tx: Db, invoice: NewInvoice): Promise<InvoiceRow> {
      const [counter] = rowsOf(
        await tx.execute(sql`insert into invoice_counters (year, last_number)
          values (extract(year from now())::int, 1)
          on conflict (year) do update set last_number = invoice_counters.last_number + 1
          returning year, last_number`),
      );
      const year = Number(counter!.year);
      const sequence = Number(counter!.last_number);
      const number = `LB-${year}-${String(sequence).padStart(6, '0')}`;
      const [row] = rowsOf(
        await tx.execute(sql`insert into invoices (account_id, payment_id, subscription_id, kind, corrects_invoice_id,
            year, sequence, number, language, country_version, currency, total_minor, vat_minor, vat_rate_bp, details)
          values (${invoice.accountId}, ${invoice.paymentId}, ${invoice.subscriptionId}, ${invoice.kind},
            ${invoice.correctsInvoiceId ?? null}, ${year}, ${sequence}, ${number}, ${invoice.language},
            ${invoice.countryVersion}, ${invoice.currency}, ${invoice.totalMinor}, ${invoice.vatMinor},
            ${invoice.vatRateBp}, ${JSON.stringify(invoice.details)}::jsonb)
          returning id`),
      );
      return (await this.byId(Number(row!.id), tx))!;
    },

    async byId(id: number, executor: Db = db): Promise<InvoiceRow | undefined> {
      const [row] = rowsOf(await executor.execute(sql`${SELECT} where i.id = ${id}`));
      return row ? toInvoice(row) : undefined;
    },

    async forAccount(accountId: number): Promise<InvoiceRow[]> {
      return rowsOf(
        await db.execute(sql`${SELECT} where i.account_id = ${accountId} order by i.issued_at desc, i.id desc`),
      ).map(toInvoice);
    },

    /** The invoice of a payment (not its credit notes). */
    async forPayment(paymentId: number, executor: Db = db): Promise<InvoiceRow | undefined> {
      const [row] = rowsOf(
        await executor.execute(sql`${SELECT} where i.payment_id = ${paymentId} and i.kind = 'invoice'`),
      );
      return row ? toInvoice(row) : undefined;
    },

    async withoutDocument(limit = 20): Promise<number[]> {
      return rowsOf(
        await db.execute(sql`select id from invoices where not document_stored order by id limit ${limit}`),
      ).map((row) => Number(row.id));
    },

    async markDocumentStored(id: number): Promise<void> {
      await db.execute(sql`update invoices set document_stored = true where id = ${id}`);
    },
  };
}
export type InvoiceRepository = ReturnType<typeof invoiceRepository>;

/** Where an invoice's PDF is kept: a name derived from the invoice, in the file store's key format. */
export const invoiceFileKey = (invoice: { id: number; number: string }) =>
  `invoices/${createHash('sha256').update(`invoice:${invoice.id}:${invoice.number}`).digest('hex').slice(0, 32)}.pdf`;
