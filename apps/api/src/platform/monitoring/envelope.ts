import { maskUrl, scrubEvent } from '@laufbahn/contracts/monitoring';

/** One item of a Sentry envelope: its header and its payload (JSON items parsed, others as bytes). */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {}

const NEWLINE = 0x0a;

function readLine(body: Buffer, start: number): { line: Buffer; next: number } {
  const end = body.indexOf(NEWLINE, start);
  return end === -1
    ? { line: body.subarray(start), next: body.length }
    : { line: body.subarray(start, end), next: end + 1 };
}

function parseJson(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EnvelopeError(`${what} is no object`);
  return value as Record<string, unknown>;
}

/**
 * Reads an envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then items, each a
 * JSON header line and a payload of the header's `length` in bytes or, without one, up to the next newline.
 */
export function parseEnvelope(body: Buffer): Envelope {
  const first = readLine(body, 0);
  const header = parseJson(first.line, 'The envelope header');
  const items: EnvelopeItem[] = [];
  let position = first.next;
  while (position < body.length) {
    const headerLine = readLine(body, position);
    if (headerLine.line.length === 0) {
      position = headerLine.next;
      continue;
    }
    const itemHeader = parseJson(headerLine.line, 'An item header');
    position = headerLine.next;
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      const length = itemHeader.length;
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || position + length > body.length)
        throw new EnvelopeError('An item length does not fit the envelope');
      payload = body.subarray(position, position + length);
      position += length;
      if (body[position] === NEWLINE) position++;
    } else {
      const line = readLine(body, position);
      payload = line.line;
      position = line.next;
    }
    items.push({ header: itemHeader, payload });
    if (items.length > 100) throw new EnvelopeError('Too many items');
  }
  return { header, items };
}

export function serializeEnvelope(envelope: Envelope): Buffer {
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(envelope.header)}\n`)];
  for (const item of envelope.items) {
    parts.push(Buffer.from(`${JSON.stringify({ ...item.header, length: item.payload.length })}\n`), item.payload);
    parts.push(Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}

/** Items that are JSON events: scrubbed like the SDKs' own `beforeSend` does, once more on our side. */
const EVENT_ITEMS = new Set(['event', 'transaction']);
/** Items passed on as they are: sessions, client reports, the replay's compressed recording (masked in the browser). */
const PASSED_ITEMS = new Set(['session', 'sessions', 'client_report', 'replay_recording', 'span', 'profile']);

/**
 * The envelope as it may leave: events scrubbed of personal data, the replay's event with masked URLs, attachments
 * and unknown item types dropped (they could carry anything), the header's request URL masked.
 */
export function scrubEnvelope(envelope: Envelope): Envelope {
  const items: EnvelopeItem[] = [];
  for (const item of envelope.items) {
    const type = typeof item.header.type === 'string' ? item.header.type : '';
    if (EVENT_ITEMS.has(type)) {
      const event = scrubEvent(parseJson(item.payload, `An ${type} item`));
      items.push({ header: item.header, payload: Buffer.from(JSON.stringify(event)) });
    } else if (type === 'replay_event') {
      const event = scrubEvent(parseJson(item.payload, 'A replay event'));
      const urls = Array.isArray(event.urls) ? event.urls.filter((u) => typeof u === 'string').map(maskUrl) : [];
      items.push({ header: item.header, payload: Buffer.from(JSON.stringify({ ...event, urls })) });
    } else if (PASSED_ITEMS.has(type)) {
      items.push(item);
    }
  }
  const header = { ...envelope.header };
  if (typeof header.trace === 'object' && header.trace !== null) {
    const trace = { ...(header.trace as Record<string, unknown>) };
    if (typeof trace.transaction === 'string') trace.transaction = maskUrl(trace.transaction);
    delete trace.user_segment;
    header.trace = trace;
  }
  return { header, items };
}

/** What the development page shows of an envelope: JSON items parsed, binary ones by size only. */
export function readableEnvelope(envelope: Envelope) {
  return {
    header: envelope.header,
    items: envelope.items.map((item) => {
      const type = item.header.type;
      if (type === 'replay_recording') return { type, bytes: item.payload.length };
      try {
        return { type, payload: JSON.parse(item.payload.toString('utf8')) as unknown };
      } catch {
        return { type, bytes: item.payload.length };
      }
    }),
  };
}
export type ReadableEnvelope = ReturnType<typeof readableEnvelope>;
