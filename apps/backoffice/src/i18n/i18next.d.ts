import type app from './locales/zh-CN/app';
import type dashboard from './locales/zh-CN/dashboard';
import type ops from './locales/zh-CN/ops';
import type resources from './locales/zh-CN/resources';
import type sysadmin from './locales/zh-CN/sysadmin';
import type system from './locales/zh-CN/system';

/**
 * `t()` keys are checked against the default language's bundles (the ones every other language is
 * written from and tested against): a key missing there fails the type check, not a user's screen.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: typeof app;
      dashboard: typeof dashboard;
      ops: typeof ops;
      resources: typeof resources;
      sysadmin: typeof sysadmin;
      system: typeof system;
    };
  }
}
