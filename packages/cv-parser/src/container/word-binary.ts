import { readCfb, type CfbFile } from './cfb.ts';

/** What the File Information Block at the start of a legacy Word `WordDocument` stream says. */
export interface WordBinaryFacts {
  encrypted: boolean;
  /** Characters in the main text; 0 or 1 (the final paragraph mark) is an empty document. */
  mainTextLength: number;
}

const WORD_IDENT = 0xa5ec;
const F_ENCRYPTED = 0x0100;

export function readWordBinaryFacts(cfb: CfbFile): WordBinaryFacts | null {
  const stream = cfb.readStream('WordDocument');
  if (!stream || stream.length < 0x50) return null;
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (view.getUint16(0, true) !== WORD_IDENT) return null;
  return {
    encrypted: (view.getUint16(0x0a, true) & F_ENCRYPTED) !== 0,
    mainTextLength: view.getInt32(0x4c, true),
  };
}

/** Office stores a password-protected DOCX as these two streams inside a compound file. */
export function isEncryptedOoxml(cfb: CfbFile): boolean {
  const names = new Set(cfb.entries.map((entry) => entry.name));
  return names.has('EncryptionInfo') && names.has('EncryptedPackage');
}

/** An encrypted DOCX or a DOC with the encryption flag; false for anything unreadable or not a compound file. */
export function isEncryptedCompoundFile(bytes: Uint8Array): boolean {
  try {
    const cfb = readCfb(bytes);
    return isEncryptedOoxml(cfb) || readWordBinaryFacts(cfb)?.encrypted === true;
  } catch {
    return false;
  }
}
