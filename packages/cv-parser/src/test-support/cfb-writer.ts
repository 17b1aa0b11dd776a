const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;

/**
 * Builds a version-3 compound file with up to three streams, each stored in regular sectors (streams are
 * padded to the 4096-byte mini-stream cutoff). Enough to imitate Office's encrypted-document container.
 */
export function buildCompoundFile(streams: { name: string; data: Uint8Array }[]): Buffer {
  if (streams.length > 3) throw new Error('at most three streams');
  const padded = streams.map((stream) => {
    const size = Math.max(4096, Math.ceil(stream.data.length / SECTOR) * SECTOR);
    const data = Buffer.alloc(size);
    data.set(stream.data);
    return { name: stream.name, data, size: Math.max(4096, stream.data.length) };
  });
  const fat = new Array<number>(SECTOR / 4).fill(FREE);
  fat[0] = FAT_SECTOR;
  fat[1] = END_OF_CHAIN;
  let next = 2;
  const starts: number[] = [];
  for (const stream of padded) {
    const count = stream.data.length / SECTOR;
    starts.push(next);
    for (let index = 0; index < count; index++)
      fat[next + index] = index === count - 1 ? END_OF_CHAIN : next + index + 1;
    next += count;
  }
  if (next > SECTOR / 4) throw new Error('streams too large for one FAT sector');

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let index = 0; index < 109; index++) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);

  const fatSector = Buffer.alloc(SECTOR);
  fat.forEach((value, index) => fatSector.writeUInt32LE(value >>> 0, index * 4));

  const directory = Buffer.alloc(SECTOR);
  const entry = (
    slot: number,
    name: string,
    type: number,
    start: number,
    size: number,
    child: number,
    right: number,
  ) => {
    const base = slot * 128;
    Buffer.from(`${name}\0`, 'utf16le').copy(directory, base);
    directory.writeUInt16LE((name.length + 1) * 2, base + 0x40);
    directory.writeUInt8(type, base + 0x42);
    directory.writeUInt8(1, base + 0x43);
    directory.writeUInt32LE(FREE, base + 0x44);
    directory.writeUInt32LE(right, base + 0x48);
    directory.writeUInt32LE(child, base + 0x4c);
    directory.writeUInt32LE(start, base + 0x74);
    directory.writeUInt32LE(size, base + 0x78);
  };
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0, padded.length > 0 ? 1 : FREE, FREE);
  padded.forEach((stream, index) =>
    entry(
      index + 1,
      stream.name,
      2,
      starts[index] as number,
      stream.size,
      FREE,
      index + 2 <= padded.length ? index + 2 : FREE,
    ),
  );

  return Buffer.concat([header, fatSector, directory, ...padded.map((stream) => stream.data)]);
}
