import yauzl from 'yauzl';

/** Limits against decompression bombs; a real CV is a few hundred kilobytes unpacked. */
export const ARCHIVE_LIMITS = { maxTotalBytes: 50 * 1024 * 1024, maxRatio: 100 };

export type ArchiveVerdict =
  | { ok: true; documentXml: string; headerXml: string[] }
  | { ok: false; problem: 'notDocx' | 'archiveTooLarge' | 'unreadable' | 'encrypted' };

const DOCUMENT_PART = 'word/document.xml';

class LimitExceeded extends Error {}

/**
 * Reads a ZIP container the way a DOCX must be: first by the central directory's declared sizes, then by
 * inflating every entry with a hard cap, because declared sizes can lie.
 */
export async function checkDocxArchive(bytes: Uint8Array): Promise<ArchiveVerdict> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { validateEntrySizes: false, autoClose: false });
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    if (!entries.some((entry) => entry.fileName === DOCUMENT_PART)) return { ok: false, problem: 'notDocx' };
    if (entries.some((entry) => entry.isEncrypted())) return { ok: false, problem: 'encrypted' };

    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    const budget = Math.min(ARCHIVE_LIMITS.maxTotalBytes, Math.max(bytes.length, 1) * ARCHIVE_LIMITS.maxRatio);
    if (declared > budget) return { ok: false, problem: 'archiveTooLarge' };

    let inflated = 0;
    let documentXml = '';
    const headerXml: string[] = [];
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const isHeader = /^word\/header\d*\.xml$/.test(entry.fileName);
      const keep = entry.fileName === DOCUMENT_PART || isHeader;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > budget) throw new LimitExceeded();
          if (keep) chunks.push(chunk);
        }
      } finally {
        stream.destroy();
      }
      if (entry.fileName === DOCUMENT_PART) documentXml = Buffer.concat(chunks).toString('utf8');
      else if (isHeader) headerXml.push(Buffer.concat(chunks).toString('utf8'));
    }
    return { ok: true, documentXml, headerXml };
  } catch (error) {
    return { ok: false, problem: error instanceof LimitExceeded ? 'archiveTooLarge' : 'unreadable' };
  } finally {
    zip.close();
  }
}

/** True when the body holds neither text nor a drawing (a scanned page pasted into Word still counts). */
export function isEmptyWordBody(documentXml: string): boolean {
  const body = /<w:body\b[^>]*>([\s\S]*)<\/w:body>/.exec(documentXml)?.[1];
  if (body === undefined) return true;
  if (/<w:drawing\b|<w:pict\b|<w:object\b/.test(body)) return false;
  const texts = body.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>/g) ?? [];
  return !texts.some((text) => /[^\s]/.test(text.replace(/<[^>]+>/g, '')));
}

/** The paragraphs of a WordprocessingML part as plain text (for headers, which mammoth does not read). */
export function wordParagraphs(xml: string): string[] {
  return (xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? [])
    .map((paragraph) =>
      (paragraph.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>/g) ?? [])
        .map((run) => (run === '<w:tab/>' ? '\t' : run.replace(/<[^>]+>/g, '')))
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .trim(),
    )
    .filter((text) => text.length > 0);
}
