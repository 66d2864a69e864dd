import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles `code` the way an app's bundler would (ESM, minified names off) and returns the output. */
async function bundle(code: string, minify = false): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
    minify,
    // Third-party code is not ours to measure; only our modules must shake.
    external: ['axios', 'js-cookie', 'react', 'react/jsx-runtime', '@tanstack/react-query', 'zod'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A dist file and every file it imports statically (`import`/`export ... from`, not `import()`). */
function staticClosure(entry: string): { name: string; text: string }[] {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const match of text.matchAll(/^\s*(?:import|export)\b(?!\s*\()[^;]*?["'](\.{1,2}\/[^"']+)["']/gm))
      visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(path.join(root, 'dist', entry));
  return [...seen].map(([file, text]) => ({ name: path.relative(root, file), text }));
}

const OTHER_PATHS = [
  '/biz/site/announcement',
  '/uaa/oauth/token',
  '/admin/msg/receive',
  '/admin/system/dept/treeData',
  '/pop/ups',
  '/manage/system/dict',
  '/biz/resource',
];

function expectOnly(output: string, wanted: string) {
  expect(output).toContain(wanted);
  for (const other of OTHER_PATHS) expect(output, other).not.toContain(other);
  // No schema code and no RSA code unless asked for.
  expect(output).not.toMatch(/from ["']zod["']/);
  expect(output).not.toContain('BigInteger');
}

describe('tree-shaking: importing one endpoint pulls in no other', () => {
  it('from the source', async () => {
    const out = await bundle(
      `import { createApiClient, listUsers } from './src/index.ts'; listUsers(createApiClient(), {});`,
    );
    expectOnly(out, '/admin/system/user');
  });

  it('from the built package (dist)', async () => {
    const dist = path.join(root, 'dist/index.js');
    expect(existsSync(dist), 'run `pnpm --filter @eldercare/api-client build` first').toBe(true);
    const out = await bundle(
      `import { createApiClient, listUsers } from './dist/index.js'; listUsers(createApiClient(), {});`,
    );
    expectOnly(out, '/admin/system/user');
  });

  it('from the react entry (dist)', async () => {
    const out = await bundle(`import { useUsers } from './dist/react.js'; console.log(useUsers);`);
    expectOnly(out, '/admin/system/user');
  });

  it('includes jsencrypt only when signing in', async () => {
    const out = await bundle(`import { signIn } from './dist/index.js'; console.log(signIn);`);
    expect(out).toContain('BigInteger');
    expect(out).toContain('/uaa/oauth/token');
    expect(out).not.toContain('/biz/site/announcement');
  });

  it('loads the RSA code only when signIn runs, not with the module that holds captchaUrl', () => {
    // Bundlers place modules (not statements) in chunks: a login page that shows `captchaUrl`
    // statically gets every module the session endpoints import statically. jsencrypt must not be
    // one of them; `signIn` imports it when called.
    const session = staticClosure('endpoints/session.js');
    expect(session.some((file) => file.text.includes('/uaa/validata/code/'))).toBe(true);
    expect(session.filter((file) => file.text.includes('BigInteger')).map((file) => file.name)).toEqual([]);
    // Nor the WebCrypto encryption: small, but it would weigh on the login route and the shell.
    expect(session.filter((file) => file.text.includes('RSA-OAEP')).map((file) => file.name)).toEqual([]);
    expect(staticClosure('session/encrypt-login-password.js').some((f) => f.text.includes('RSA-OAEP'))).toBe(
      true,
    );
    expect(
      staticClosure('session/encrypt-password.js').some((file) => file.text.includes('BigInteger')),
    ).toBe(true);
  });

  it('keeps the bundle of one call small (minified, without axios/js-cookie)', async () => {
    const out = await bundle(
      `import { createApiClient, listUsers } from './dist/index.js'; listUsers(createApiClient(), {});`,
      true,
    );
    // Measured 8.7 KB: the client, its error catalogue, three languages and one call (6.4 KB), and the
    // one list of languages with the transform that generates the test language's messages (1.7 KB
    // minified, not gzipped).
    expect(out.length).toBeLessThan(10_000);
  });
});
