import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is an entry and shared code is split into chunks, so the output keeps one
  // module per source file. A host bundler places modules, not statements: were the endpoints, the
  // client and the session helpers one file, a page that only reads the token would also load axios
  // and every endpoint another page calls. jsencrypt (inlined below) stays with `encrypt-password`,
  // so only the code that signs in loads it.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', contract: 'src/contract.ts', react: 'src/react.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers stay external so the host dedupes them.
  external: [/^react/, /^@tanstack\//],
  // jsencrypt's ESM build has extension-less imports that Node cannot load; bundling it makes the
  // package work in Node scripts as well as in browsers.
  noExternal: ['jsencrypt'],
});
