import { deflateRawSync } from 'node:zlib';

/** One entry of a hand-built zip; `declaredSize` may lie, as a hostile file's does. */
export type ZipEntry = { name: string; content: Buffer; declaredSize?: number };

/** A minimal zip (deflated entries, no data descriptors), enough for readers that use the central directory. */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The zip bomb in small: an .xlsx-looking package whose one sheet is `inflatedBytes` of
 * whitespace, a few kB on disk. `lie` declares a tiny size, so only the actual inflation catches it.
 */
export function zipBombFile(inflatedBytes: number, lie = false): { name: string; content: Buffer } {
  const sheet = Buffer.alloc(inflatedBytes, 0x20);
  return {
    name: lie ? 'bomba-mentirosa.xlsx' : 'bomba.xlsx',
    content: buildZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', content: sheet, ...(lie ? { declaredSize: 100 } : {}) },
    ]),
  };
}
