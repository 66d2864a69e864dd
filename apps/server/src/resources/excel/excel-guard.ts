import { createInflateRaw } from 'node:zlib';

/**
 * Up-front checks of an uploaded .xlsx, before exceljs builds the whole workbook in memory
 * (a 1.8 MB file of 280,000 rows takes 14 s and 220 MB to parse, only to be refused).
 * The zip's central directory is read directly, and each entry is inflated as a stream that
 * stops at the first byte past the budget (a zip bomb) and, in a worksheet, at the first `<row>`
 * past the limit, so a huge sheet costs milliseconds, not the parse.
 */

/** Decoded bytes an import may upload. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Uncompressed size of all the zip's entries together, declared or in fact (a zip bomb stops here). */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/**
 * The import's request body: the file as base64 (4 characters per 3 bytes) in a JSON envelope. The
 * server's default body limit is far below it, and a request over it would be refused before the
 * translated "file too large" answer could be given.
 */
export const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

export type WorkbookProblem = 'tooLarge' | 'inflatesTooFar' | 'tooManyRows' | 'notAWorkbook';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The central directory's entries, or null when the bytes are no (plain, non-zip64) zip. */
const zipEntries = (data: Buffer): ZipEntry[] | null => {
  // The end record sits in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i -= 1) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The entry's compressed bytes (its local header has its own name and extra lengths). */
const entryData = (data: Buffer, entry: ZipEntry): Buffer | null => {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= data.length ? data.subarray(start, end) : null;
};

// A `<row>` start tag with its attributes, with or without a namespace prefix; not `<rowBreaks>`.
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row(?=[\s/>])([^>]*)>/g;
const ROW_NUMBER = /\br\s*=\s*["'](\d+)["']/;
/** A tag cut by a chunk's end is kept for the next chunk, up to this long (a row tag is far shorter). */
const MAX_TAG = 1024;

/** What a sheet holds so far: its rows and the highest row number one of them names. */
interface SheetScan {
  rows: number;
  lastRow: number;
}

const scanRows = (text: string, scan: SheetScan) => {
  for (const match of text.matchAll(ROW_TAG)) {
    scan.rows += 1;
    const number = ROW_NUMBER.exec(match[1] ?? '')?.[1];
    if (number !== undefined) scan.lastRow = Math.max(scan.lastRow, Number(number.slice(0, 12)));
  }
};

type EntryVerdict = 'tooManyRows' | 'inflatesTooFar' | number;

/**
 * Inflates one entry as a stream and answers the bytes it inflated to, or why it stopped early:
 * past `budget` bytes, whatever its header declares (a zip may lie), or — for a worksheet, whose
 * `<row>` tags are counted on the way — past `limit` rows or a row numbered past `limit` (a sheet
 * naming row 10,000,000 makes exceljs walk ten million slots for one row).
 */
const inflateEntry = (compressed: Buffer, method: number, budget: number, limit: number | null) =>
  new Promise<EntryVerdict>((resolve, reject) => {
    if (method !== 0 && method !== 8) return reject(new Error('unsupported zip method'));
    const scan: SheetScan = { rows: 0, lastRow: 0 };
    let bytes = 0;
    let tail = '';
    let done = false;
    const verdict = (): EntryVerdict | null => {
      if (bytes > budget) return 'inflatesTooFar';
      if (limit !== null && (scan.rows > limit || scan.lastRow > limit)) return 'tooManyRows';
      return null;
    };
    const take = (chunk: Buffer) => {
      bytes += chunk.length;
      if (limit === null) return;
      // Every tag before the last `<` is whole: `<` never occurs inside one.
      const text = tail + chunk.toString('latin1');
      let cut = text.lastIndexOf('<');
      if (cut < 0 || text.length - cut > MAX_TAG) cut = text.length;
      scanRows(text.slice(0, cut), scan);
      tail = text.slice(cut);
    };
    if (method === 0) {
      take(compressed);
      scanRows(tail, scan);
      return resolve(verdict() ?? bytes);
    }
    const inflate = createInflateRaw();
    const finish = (value: EntryVerdict) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      take(chunk);
      const early = verdict();
      if (early) finish(early);
    });
    inflate.on('end', () => {
      scanRows(tail, scan);
      finish(verdict() ?? bytes);
    });
    inflate.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
    inflate.end(compressed);
  });

/**
 * Whether the workbook may be parsed: at most `IMPORT_MAX_BYTES`, a readable zip whose entries
 * inflate to at most 100 MB together — declared and in fact, each entry inflated and measured, so
 * a zip bomb costs the guard 100 MB of inflating and nothing more — and no worksheet with more than
 * `maxRows` rows (the header included) or a row numbered past it. Every worksheet counts, not only
 * the first: finding the first needs workbook.xml, and a sheet that large has no business in an
 * import template either.
 */
export const checkWorkbook = async (data: Buffer, maxRows: number): Promise<WorkbookProblem | null> => {
  if (data.length > IMPORT_MAX_BYTES) return 'tooLarge';
  const entries = zipEntries(data);
  if (!entries) return 'notAWorkbook';
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > MAX_INFLATED_BYTES) return 'inflatesTooFar';
  let left = MAX_INFLATED_BYTES;
  for (const entry of entries) {
    const compressed = entryData(data, entry);
    if (!compressed) return 'notAWorkbook';
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    try {
      const verdict = await inflateEntry(compressed, entry.method, left, isSheet ? maxRows : null);
      if (typeof verdict === 'string') return verdict;
      left -= verdict;
    } catch {
      return 'notAWorkbook';
    }
  }
  return null;
};
