// The whole package; `./format` and `./catalogue` are the same exports split in two, so bundles
// can leave out the catalogue (see tsup.config.ts: shared code is split into chunks).
export * from './format-entry';
export * from './catalogue-entry';
