import { fieldTypeTraits, localise, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import { PassThrough } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { runExcelTask } from '../../excel-worker/pool.js';
import type { ExportTask, FromWriter, ToWriter } from '../../excel-worker/protocol.js';
import { zonedDate, zonedDateTimeText } from '../../time-zone.js';
import type { ServedResource } from '../schema/catalogue.js';
import type { EnumLabels } from '../query/labels.js';

/** Fields a spreadsheet carries: those whose type goes in a sheet (not attachments nor rich text). */
export const sheetFields = (resource: ServedResource): FieldDeclaration[] =>
  resource.fields.filter((f) => fieldTypeTraits(f.type).sheet);

/** A stored value as an exported sheet cell: labels for codes, wall-clock times, a host type's own format. */
export const cellText = (
  field: FieldDeclaration,
  value: unknown,
  labels: EnumLabels,
  locale: Locale,
): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => cellText(field, v, labels, locale)).join(',');
  const traits = fieldTypeTraits(field.type);
  if (traits.format) return traits.format(value);
  if (field.type === 'enum' || field.type === 'area') return labels.label(field, String(value), locale);
  // Staff read and type times on the platform's wall clock, and the import reads this text back
  // in the same zone, so an exported sheet re-imports to the same instants.
  if (traits.date === 'datetime') return zonedDateTimeText(value instanceof Date ? value : String(value));
  if (traits.date === 'date' && value instanceof Date) return zonedDate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

/** Rows an export reads and writes at a time: memory stays at one page, whatever the total. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * The records as one sheet, written while they are read: this thread reads each page of
 * `EXPORT_PAGE_ROWS` and turns it into cells (labels need the dictionaries), an Excel worker
 * thread writes it as sheet XML and sends the page's zipped bytes back before acknowledging it
 * (write-sheet.ts), so the event loop only moves data (written in this thread, a large export
 * took 19 s and 2.1 GB and blocked /health 16 s). The page after the next is read only when the
 * worker has written this one and the client has taken its bytes. `readPage(offset)` answers the
 * next page, empty at the end. `onEnd` runs once, however the stream ends (finished, failed, or
 * abandoned by the client).
 */
export const streamWorkbook = (
  resource: ServedResource,
  readPage: (offset: number) => Promise<Record<string, unknown>[]>,
  labels: EnumLabels,
  locale: Locale,
  onEnd: () => void,
): PassThrough => {
  const out = new PassThrough();
  out.once('close', onEnd);
  const fields = sheetFields(resource);
  const { port1: port, port2 } = new MessageChannel();
  // Waits for the worker's next 'taken' or 'done'; a closed stream or a failed task ends the wait.
  const pending = new Map<'taken' | 'done', () => void>();
  const until = (kind: 'taken' | 'done') => new Promise<void>((resolve) => pending.set(kind, resolve));
  const settleAll = () => {
    for (const resolve of pending.values()) resolve();
    pending.clear();
  };
  port.on('message', (message: FromWriter) => {
    if (message.type === 'chunk') {
      out.write(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
      return;
    }
    pending.get(message.type)?.();
    pending.delete(message.type);
  });
  out.once('close', settleAll);
  const task: ExportTask = {
    kind: 'export',
    port: port2,
    sheetName: localise(resource.declaration.title, locale).slice(0, 31),
    headers: fields.map((f) => localise(f.label, locale)),
  };
  const written = runExcelTask<void>(task, [port2]);
  const pump = async () => {
    let reading = readPage(0);
    for (let offset = 0; !out.destroyed;) {
      const records = await reading;
      if (records.length === 0 || out.destroyed) break;
      offset += records.length;
      const rows = records.map((record) => fields.map((f) => cellText(f, record[f.name], labels, locale)));
      const taken = until('taken');
      port.postMessage({ type: 'rows', rows } satisfies ToWriter);
      // The next page is read while the worker writes this one (the database and the worker's
      // core work together), and no further: at most two pages are held here.
      reading = readPage(offset);
      // Settled later, or dropped with the export: never an unhandled rejection meanwhile.
      reading.catch(() => undefined);
      await taken;
      // A slow reader: wait until the bytes already written are taken before writing more.
      if (out.writableNeedDrain && !out.destroyed)
        await new Promise((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        });
    }
    if (out.destroyed) {
      port.postMessage({ type: 'abort' } satisfies ToWriter);
      return;
    }
    const done = until('done');
    port.postMessage({ type: 'end' } satisfies ToWriter);
    await done;
    out.end();
  };
  const fail = (error: unknown) => {
    settleAll();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  written.catch(fail);
  pump()
    .catch(fail)
    .finally(() => port.close());
  return out;
};
