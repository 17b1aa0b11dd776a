/**
 * A minimal reader of the Compound File Binary format (OLE2), the container of legacy Word files and of
 * Office's encrypted OOXML documents. It lists the directory and reads streams; nothing more is needed.
 */

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const STREAM_OBJECT = 2;
const ROOT_OBJECT = 5;

export interface CfbEntry {
  name: string;
  type: number;
  startSector: number;
  size: number;
}

export interface CfbFile {
  entries: CfbEntry[];
  /** The stream's bytes, or null when there is no such stream. Throws on a broken sector chain. */
  readStream(name: string): Uint8Array | null;
}

export class CfbFormatError extends Error {}

export function hasCfbSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && CFB_SIGNATURE.every((value, index) => bytes[index] === value);
}

export function readCfb(bytes: Uint8Array): CfbFile {
  if (!hasCfbSignature(bytes) || bytes.length < 512) throw new CfbFormatError('not a compound file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  const miniSectorShift = view.getUint16(0x20, true);
  if (sectorShift !== 9 && sectorShift !== 12) throw new CfbFormatError('bad sector size');
  const sectorSize = 1 << sectorShift;
  const miniSectorSize = 1 << miniSectorShift;
  const fatSectorCount = view.getUint32(0x2c, true);
  const firstDirectorySector = view.getUint32(0x30, true);
  const miniStreamCutoff = view.getUint32(0x38, true);
  const firstMiniFatSector = view.getUint32(0x3c, true);
  const firstDifatSector = view.getUint32(0x44, true);
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;

  const sectorOffset = (sector: number): number => {
    if (sector >= sectorCount) throw new CfbFormatError('sector out of range');
    return (sector + 1) * sectorSize;
  };

  const fatSectors: number[] = [];
  for (let index = 0; index < 109 && fatSectors.length < fatSectorCount; index++) {
    fatSectors.push(view.getUint32(0x4c + index * 4, true));
  }
  let difatSector = firstDifatSector;
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount && difatSector !== END_OF_CHAIN && difatSector !== FREE_SECTOR) {
    if (seenDifat.has(difatSector)) throw new CfbFormatError('DIFAT loop');
    seenDifat.add(difatSector);
    const offset = sectorOffset(difatSector);
    const perSector = sectorSize / 4 - 1;
    for (let index = 0; index < perSector && fatSectors.length < fatSectorCount; index++) {
      fatSectors.push(view.getUint32(offset + index * 4, true));
    }
    difatSector = view.getUint32(offset + perSector * 4, true);
  }

  const fat = new Uint32Array(fatSectors.length * (sectorSize / 4));
  fatSectors.forEach((sector, index) => {
    const offset = sectorOffset(sector);
    for (let entry = 0; entry < sectorSize / 4; entry++) {
      fat[index * (sectorSize / 4) + entry] = view.getUint32(offset + entry * 4, true);
    }
  });

  const chain = (start: number, table: Uint32Array): number[] => {
    const sectors: number[] = [];
    let sector = start;
    while (sector !== END_OF_CHAIN && sector !== FREE_SECTOR) {
      if (sector >= table.length || sectors.length > table.length) throw new CfbFormatError('broken chain');
      sectors.push(sector);
      sector = table[sector] ?? END_OF_CHAIN;
    }
    return sectors;
  };

  const readChain = (start: number, size: number): Uint8Array => {
    const out = new Uint8Array(size);
    let written = 0;
    for (const sector of chain(start, fat)) {
      if (written >= size) break;
      const offset = sectorOffset(sector);
      const length = Math.min(sectorSize, size - written, bytes.length - offset);
      out.set(bytes.subarray(offset, offset + length), written);
      written += length;
    }
    if (written < size) throw new CfbFormatError('stream shorter than declared');
    return out;
  };

  const directorySectors = chain(firstDirectorySector, fat);
  const entries: CfbEntry[] = [];
  for (const sector of directorySectors) {
    const base = sectorOffset(sector);
    for (let offset = base; offset < base + sectorSize; offset += 128) {
      const nameLength = view.getUint16(offset + 0x40, true);
      const type = view.getUint8(offset + 0x42);
      if (type === 0 || nameLength < 2 || nameLength > 64) continue;
      let name = '';
      for (let char = 0; char < nameLength / 2 - 1; char++) {
        name += String.fromCharCode(view.getUint16(offset + char * 2, true));
      }
      entries.push({
        name,
        type,
        startSector: view.getUint32(offset + 0x74, true),
        // Version 3 files keep only the low 32 bits meaningful.
        size: sectorShift === 9 ? view.getUint32(offset + 0x78, true) : Number(view.getBigUint64(offset + 0x78, true)),
      });
    }
  }

  const root = entries.find((entry) => entry.type === ROOT_OBJECT);
  let miniStream: Uint8Array | null = null;
  let miniFat: Uint32Array | null = null;
  const readMini = (start: number, size: number): Uint8Array => {
    if (!root) throw new CfbFormatError('no root entry');
    miniStream ??= readChain(root.startSector, root.size);
    if (!miniFat) {
      const miniFatSectors = firstMiniFatSector === END_OF_CHAIN ? [] : chain(firstMiniFatSector, fat);
      const raw = readChain(firstMiniFatSector, miniFatSectors.length * sectorSize);
      miniFat = new Uint32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
    }
    const out = new Uint8Array(size);
    let written = 0;
    for (const sector of chain(start, miniFat)) {
      if (written >= size) break;
      const offset = sector * miniSectorSize;
      const length = Math.min(miniSectorSize, size - written);
      if (offset + length > miniStream.length) throw new CfbFormatError('mini sector out of range');
      out.set(miniStream.subarray(offset, offset + length), written);
      written += length;
    }
    if (written < size) throw new CfbFormatError('stream shorter than declared');
    return out;
  };

  return {
    entries,
    readStream(name) {
      const entry = entries.find((candidate) => candidate.type === STREAM_OBJECT && candidate.name === name);
      if (!entry) return null;
      if (entry.size > bytes.length) throw new CfbFormatError('stream larger than the file');
      return entry.size < miniStreamCutoff
        ? readMini(entry.startSector, entry.size)
        : readChain(entry.startSector, entry.size);
    },
  };
}
