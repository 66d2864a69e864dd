import type { Migration, MigrationProvider } from 'kysely/migration';
import * as core from './0001-core.js';
import * as resources from './0100-resources.js';
import * as activeRole from './0110-active-role.js';
import * as auditSteps from './0120-audit-steps.js';
import * as security from './0130-security.js';
import * as demoAccounts from './0131-demo-accounts.js';
import * as loginNonce from './0132-login-nonce.js';
import * as fileStore from './0140-file-store.js';
import * as sessionNotify from './0150-session-notify.js';
import * as messageCountNotify from './0151-message-count-notify.js';
import * as systemLogs from './0165-system-logs.js';
import * as operLogParams from './0166-oper-log-params.js';
import * as localisedText from './0170-localised-text.js';

/** Migrations live in code so the bundled server carries them; names sort in apply order. */
const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0100-resources': resources,
  '0110-active-role': activeRole,
  '0120-audit-steps': auditSteps,
  '0130-security': security,
  '0131-demo-accounts': demoAccounts,
  '0132-login-nonce': loginNonce,
  '0140-file-store': fileStore,
  '0150-session-notify': sessionNotify,
  '0151-message-count-notify': messageCountNotify,
  '0165-system-logs': systemLogs,
  '0166-oper-log-params': operLogParams,
  '0170-localised-text': localisedText,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
