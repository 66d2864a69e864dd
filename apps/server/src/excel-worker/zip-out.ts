import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip written as it goes, for an export's workbook. The sheet entry is deflated page by page,
 * each page on its own and synchronously (`deflateRawSync` ending in a sync flush, so it stops
 * on a byte boundary with no final block): raw deflate allows such pieces one after another, and
 * an empty final block closes the entry. So every byte of a page has left the zip when `write`
 * returns — nothing is buffered behind the caller's back (exceljs's archiver kept whole pages
 * queued for its async deflate, +785 MB at a million rows), and the deflate runs on this thread's
 * low priority instead of libuv's pool, which logins' argon2 shares. A page loses the previous
 * page's dictionary: a few per cent of size for a thousand rows a page.
 *
 * No zip64: an entry or the file over 4 GiB is refused (a million 20-column rows are ~1 GB).
 */

/** 1: several times faster than the default 6 for ~20 % more bytes; the export's cost is CPU, not bytes. */
export const EXPORT_DEFLATE_LEVEL = 1;

const LIMIT = 0xffff_ffff;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const STREAMED = 0x0008 | 0x0800;
const NAMES_UTF8 = 0x0800;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const header = (sig: number, size: number): Buffer => {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(sig, 0);
  return b;
};

const localHeader = (e: Entry): Buffer => {
  const b = header(0x04034b50, 30);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(e.flags, 6);
  b.writeUInt16LE(8, 8); // deflate
  b.writeUInt16LE(0x0021, 12); // 1980-01-01: the date does not matter, a fixed one keeps output stable
  b.writeUInt32LE(e.crc, 14);
  b.writeUInt32LE(e.compressed, 18);
  b.writeUInt32LE(e.size, 22);
  b.writeUInt16LE(e.name.length, 26);
  return Buffer.concat([b, e.name]);
};

const centralHeader = (e: Entry): Buffer => {
  const b = header(0x02014b50, 46);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(20, 6);
  b.writeUInt16LE(e.flags, 8);
  b.writeUInt16LE(8, 10);
  b.writeUInt16LE(0x0021, 14);
  b.writeUInt32LE(e.crc, 16);
  b.writeUInt32LE(e.compressed, 20);
  b.writeUInt32LE(e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt32LE(e.offset, 42);
  return Buffer.concat([b, e.name]);
};

const checkSize = (n: number, what: string) => {
  if (n > LIMIT) throw new Error(`${what} over 4 GiB: the export's zip has no zip64`);
};

/** A streamed zip: `file` for small entries, `begin`…`write`…`end` for the large one; `finish` last. */
export class ZipOut {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private open: Entry | undefined;

  constructor(private readonly emit: (bytes: Buffer) => void) {}

  private put(bytes: Buffer) {
    if (bytes.length === 0) return;
    this.offset += bytes.length;
    checkSize(this.offset, 'the file');
    this.emit(bytes);
  }

  /** A whole entry at once (its sizes known, so no data descriptor). */
  file(name: string, text: string): void {
    const data = Buffer.from(text, 'utf8');
    const body = deflateRawSync(data, { level: EXPORT_DEFLATE_LEVEL });
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      flags: NAMES_UTF8,
      crc: crc32(data),
      compressed: body.length,
      size: data.length,
      offset: this.offset,
    };
    this.entries.push(entry);
    this.put(localHeader(entry));
    this.put(body);
  }

  begin(name: string): void {
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      flags: STREAMED,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    this.open = entry;
    this.put(localHeader(entry));
  }

  /** Deflates `text` into the open entry; its bytes are all emitted on return. */
  write(text: string): void {
    const entry = this.open;
    if (!entry) throw new Error('no open zip entry');
    const data = Buffer.from(text, 'utf8');
    const body = deflateRawSync(data, { level: EXPORT_DEFLATE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
    entry.crc = crc32(data, entry.crc);
    entry.size += data.length;
    entry.compressed += body.length;
    checkSize(entry.size, 'the sheet');
    this.put(body);
  }

  end(): void {
    const entry = this.open;
    if (!entry) throw new Error('no open zip entry');
    // The final block: empty, fixed Huffman (BFINAL=1, BTYPE=01, end-of-block) — `03 00`.
    const last = Buffer.from([0x03, 0x00]);
    entry.compressed += last.length;
    this.put(last);
    const descriptor = header(0x08074b50, 16);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.put(descriptor);
    this.entries.push(entry);
    this.open = undefined;
  }

  finish(): void {
    const start = this.offset;
    for (const entry of this.entries) this.put(centralHeader(entry));
    const end = header(0x06054b50, 22);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.put(end);
  }
}
