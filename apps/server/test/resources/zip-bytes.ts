import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Zips built byte by byte, for the hostile uploads exceljs would never write: entries deflated from
 * chunks as a stream (a bomb's hundreds of MB never sit in memory at once), and headers that may
 * declare a size other than the true one (a zip that lies about what it inflates to).
 */
export interface ZipSource {
  name: string;
  /** The entry's bytes, in pieces; a piece may repeat (the same buffer yielded many times). */
  chunks: Iterable<Buffer>;
  /** Uncompressed size written in the headers instead of the true one. */
  declaredSize?: number;
}

interface Deflated {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
}

const deflate = async (source: ZipSource): Promise<Deflated> => {
  const stream = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  for (const chunk of source.chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return { name: Buffer.from(source.name), data: Buffer.concat(out), crc, size: source.declaredSize ?? size };
};

/** The fields local and central headers share, from "version needed" on. */
const common = (header: Buffer, at: number, entry: Deflated) => {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(entry.crc >>> 0, at + 10);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
};

export const zipOf = async (sources: ZipSource[]): Promise<Buffer> => {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const source of sources) {
    const entry = await deflate(source);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4, entry);
    const directory = Buffer.alloc(46);
    directory.writeUInt32LE(0x02014b50, 0);
    directory.writeUInt16LE(20, 4);
    common(directory, 6, entry);
    directory.writeUInt32LE(offset, 42);
    central.push(directory, entry.name);
    parts.push(local, entry.name, entry.data);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sources.length, 8);
  end.writeUInt16LE(sources.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
};

/** `times` repetitions of `piece` between `head` and `tail`, as chunks of about a megabyte. */
export function* repeated(head: string, piece: string, times: number, tail: string): Generator<Buffer> {
  yield Buffer.from(head);
  const perChunk = Math.max(1, Math.floor(2 ** 20 / piece.length));
  const chunk = Buffer.from(piece.repeat(perChunk));
  let left = times;
  for (; left >= perChunk; left -= perChunk) yield chunk;
  if (left > 0) yield Buffer.from(piece.repeat(left));
  yield Buffer.from(tail);
}

const text = (value: string) => [Buffer.from(value)];

/**
 * A workbook of one sheet, written as Excel lays it out, with the sheet's and the shared strings'
 * XML given: enough for exceljs to read it, so each hostile part is the only thing wrong.
 */
export const workbookZip = (parts: {
  sheet: ZipSource['chunks'];
  sharedStrings?: ZipSource['chunks'];
  declared?: { sheet?: number; sharedStrings?: number };
}): Promise<Buffer> => {
  const ns = 'http://schemas.openxmlformats.org';
  const rel = `${ns}/officeDocument/2006/relationships`;
  return zipOf([
    {
      name: '[Content_Types].xml',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types">` +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          `<Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
          `</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${rel}">` +
          `<sheets><sheet name="import" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', chunks: parts.sheet, declaredSize: parts.declared?.sheet },
    {
      name: 'xl/sharedStrings.xml',
      chunks:
        parts.sharedStrings ?? text(`<sst xmlns="${ns}/spreadsheetml/2006/main" count="0" uniqueCount="0"/>`),
      declaredSize: parts.declared?.sharedStrings,
    },
  ]);
};

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';
export const SST_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
