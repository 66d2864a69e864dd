import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { buildCatalogue } from '../resources/schema/catalogue.js';
import { LocalFileStore } from './local-store.js';
import { purgeUnattached } from './hygiene.js';
import { ensureDemoFiles, migrateFileEntries } from './migrate-entries.js';
import { fileRoutes } from './routes.js';
import { S3FileStore } from './s3-store.js';
import type { FileStore } from './store.js';

export { FILE_URL_PREFIX, fileUrlOf, parseFileEntry } from './entries.js';

/** S3-compatible storage when ELDERCARE_S3_* is set, else DATA_DIR/files. */
export const createFileStore = async (
  config: ServerConfig,
): Promise<{ store: FileStore; close: () => void }> => {
  if (config.s3) {
    const store = new S3FileStore(config.s3);
    await store.ensureBucket();
    return { store, close: () => store.close() };
  }
  return { store: new LocalFileStore(path.join(config.dataDir, 'files')), close: () => {} };
};

/**
 * The file-store plugin: demo files in the store, old data-URL entries converted (both
 * idempotent, after the resource tables are synced and seeded), then the routes.
 */
export const fileStoreRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const { store, close } = await createFileStore(ctx.config);
  app.addHook('onClose', async () => close());
  // Spool files sit beside the blobs so the local store's rename never crosses disks.
  const spoolDir = path.join(ctx.config.dataDir, 'files', 'tmp');
  const catalogue = buildCatalogue(ctx.declarations);
  await ensureDemoFiles({ store, spoolDir });
  const converted = await migrateFileEntries(ctx.db, catalogue, { store, spoolDir });
  if (converted > 0) app.log.info({ records: converted }, 'file entries moved into the file store');
  await fileRoutes(app, ctx, { store, spoolDir, catalogue });
  // Housekeeping at start and hourly; a failure is logged and tried again the next hour.
  const purge = () =>
    purgeUnattached(ctx.db, catalogue, store, ctx.config.fileUnattachedSeconds).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'unattached uploads deleted');
      },
      (error: unknown) => app.log.warn({ err: error }, 'file store housekeeping failed'),
    );
  const timer = setInterval(() => void purge(), 3600_000);
  timer.unref();
  app.addHook('onReady', async () => void purge());
  app.addHook('onClose', async () => clearInterval(timer));
};
