import { createHash } from 'node:crypto';

export interface DemoFile {
  id: string;
  sha256: string;
  name: string;
  mime: string;
  bytes: Buffer;
}

const demo = (id: string, name: string, mime: string, bytes: Buffer): DemoFile => ({
  id,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  name,
  mime,
  bytes,
});

/** A 1×1 PNG and a one-page PDF: what demo records attach (tiny, so every start can store them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 100]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The demo attachments, with fixed ids so the demo seed (pure, no store at hand) can point
 * records at them; the migration adds their rows, every start puts their bytes in the store.
 */
export const DEMO_FILES = {
  image: demo('d0000000000000000000000000000001', 'demo.png', 'image/png', PNG),
  file: demo('d0000000000000000000000000000002', 'demo.pdf', 'application/pdf', PDF),
} as const;

/** A demo record's attachment of a file or image field. */
export const demoAttachment = (kind: 'image' | 'file', name: string) => ({ id: DEMO_FILES[kind].id, name });
