import type { ResourceDeclaration } from '@eldercare/resources';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { loadRsaKeys } from './auth/rsa.js';
import type { ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { takeStartupLock } from './db/startup-lock.js';
import { seedDemoData } from './db/seed/index.js';
import { markDemoAccounts, seedProductionAdmin, type ProductionSeed } from './db/seed/production.js';
import { fileStoreRoutes } from './files/index.js';
import { errorHandler } from './http/error-handler.js';
import { refuseUnstorableText } from './http/input-guard.js';
import { localeFromHeader } from './http/locale.js';
import { t } from './http/messages.js';
import { rememberAreaCodes } from './resources/write/input.js';
import { zodValidatorCompiler } from './http/validation.js';
import { healthRoutes } from './routes/health.js';
import {
  NO_OBSERVABILITY,
  registerObservability,
  requestIdOf,
  requestScopeMixin,
  type ObservabilitySettings,
} from './observability/index.js';
import { registerApiRoutes } from './routes/index.js';
import { serveBackoffice } from './static-site.js';

export const API_PREFIX = '/prod-api';

declare module 'fastify' {
  interface FastifyInstance {
    eldercare: AppContext;
    /** Set on the production start that created the administrator (see db/seed/production.ts). */
    productionSeed: ProductionSeed | null;
  }
}

export interface BuildOptions {
  /** Serve the built back-office from config.staticDir (start mode). */
  serveStatic?: boolean;
  /** Pino logger options; false silences the server (tests). */
  logger?: boolean;
  /** The business modules to serve; default: the catalogue of @eldercare/resources (tests add fixtures). */
  declarations?: readonly ResourceDeclaration[];
  /** Metrics, request ids and tracing (observability/settings.ts); default: none served. */
  observability?: ObservabilitySettings;
}

/** Strips the query string so no password, captcha or token in a URL ever reaches the logs. */
const pathOnly = (url: string) => url.split('?')[0] ?? url;

const createFastify = (config: ServerConfig, options: BuildOptions): FastifyInstance => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            mixin: requestScopeMixin,
            serializers: {
              req: (req: { method: string; url: string; id: string; ip?: string }) => ({
                id: req.id,
                method: req.method,
                url: pathOnly(req.url),
                ip: req.ip,
              }),
            },
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 2 * 1024 * 1024,
    // A first start seeds demo data inside plugins; on a busy machine that outlasts the 10 s default.
    pluginTimeout: 300_000,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: requestIdOf,
    // A malformed URL (bad percent-encoding) answers the envelope too, not Fastify's own shape.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  return app;
};

type DatabaseHandle = Awaited<ReturnType<typeof openDatabase>>;

/** Migrates, then seeds the demo data or (in production) the administrator, then learns the area codes. */
const prepareData = async (
  db: DatabaseHandle['db'],
  config: ServerConfig,
): Promise<ProductionSeed | null> => {
  await migrateToLatest(db, config.databaseSchema);
  let productionSeed: ProductionSeed | null = null;
  if (config.seed) {
    await seedDemoData(db, config);
    await markDemoAccounts(db);
  } else {
    productionSeed = await seedProductionAdmin(db, config);
  }
  const areas = await db.selectFrom('area').select('code').execute();
  rememberAreaCodes(areas.map((area) => area.code));
  return productionSeed;
};

/**
 * Opens and prepares the database. The start-up lock it takes is held until every plugin has done
 * its start-up work (simultaneous starts take turns): the caller releases it.
 */
const openPreparedDatabase = async (app: FastifyInstance, config: ServerConfig) => {
  // The embedded database belongs to one server: a second one on the same DATA_DIR refuses to start.
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const handle = await openDatabase(config).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const releaseStartup = await takeStartupLock(config);
  const closeAll = async () => {
    await releaseStartup();
    await handle.close();
    await unlock();
  };
  app.addHook('onClose', closeAll);
  try {
    return { handle, releaseStartup, productionSeed: await prepareData(handle.db, config) };
  } catch (error) {
    await closeAll();
    throw error;
  }
};

const registerHttpPlugins = async (app: FastifyInstance, ctx: AppContext, options: BuildOptions) => {
  await registerObservability(app, ctx, options.observability ?? NO_OBSERVABILITY);
  await app.register(helmet, {
    global: true,
    // The product is often reached over plain HTTP inside a district's network: upgrading every
    // asset request to HTTPS there would break the page. TLS, where used, sits in front of it.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  // Before every route (it wraps routes as they are added). Answers under 1 KB are not worth it;
  // brotli at the plugin's quality 4 costs about what gzip does. Already encoded answers (the
  // back-office's .br/.gz assets) and incompressible types (xlsx exports, images) pass untouched.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Eldercare back-office API', version: '0.0.0' },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
};

const registerApi = (app: FastifyInstance, ctx: AppContext) =>
  app.register(
    async (api) => {
      // After authentication (onRequest), before any schema or handler: text the database cannot store.
      api.addHook('preValidation', refuseUnstorableText);
      await healthRoutes(api, ctx);
      await registerApiRoutes(api, ctx);
      // After the resource tables exist: it converts records' old data-URL files at start.
      await fileStoreRoutes(api, ctx);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          code: 404,
          msg: t('routeNotFound', localeFromHeader(request.headers['accept-language'])),
          data: null,
        }),
      );
    },
    { prefix: API_PREFIX },
  );

const serveStaticSite = async (app: FastifyInstance, config: ServerConfig) => {
  const served = await serveBackoffice(app, config.staticDir);
  if (!served) app.log.warn(`Back-office build not found at ${config.staticDir}: serving the API only.`);
};

/**
 * Builds the server: opens the database, applies migrations, seeds demo data (idempotent),
 * and registers every /prod-api route of the contract. Closing the app closes the database.
 */
export const buildApp = async (
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> => {
  const app = createFastify(config, options);
  const { handle, releaseStartup, productionSeed } = await openPreparedDatabase(app, config);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    rsa: await loadRsaKeys(config.dataDir, config.rsaPrivateKeyPem),
    startedAt: Date.now(),
    ...(options.declarations ? { declarations: options.declarations } : {}),
  };
  // Read once by main.ts, which prints the administrator's one-time password on the console.
  app.decorate('productionSeed', productionSeed);
  app.decorate('eldercare', ctx);
  if (!config.captchaEnabled) {
    app.log.warn(
      '!!! ELDERCARE_CAPTCHA=off: the login captcha is DISABLED. Use this for automated tests only. !!!',
    );
  }
  await registerHttpPlugins(app, ctx, options);
  await registerApi(app, ctx);
  if (options.serveStatic) await serveStaticSite(app, config);
  await releaseStartup();
  return app;
};
