import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract.ts',
    react: 'src/react.ts',
    // Its own file so that jsencrypt (inlined below) is dropped by bundlers when unused: in one
    // file with the rest, its top-level prototype set-up would be kept by every import.
    'encrypt-password': 'src/session/encrypt-password.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // jsencrypt's ESM build has extension-less imports that Node cannot load; bundling it makes the
  // package work in Node scripts as well as in browsers.
  noExternal: ['jsencrypt'],
});
