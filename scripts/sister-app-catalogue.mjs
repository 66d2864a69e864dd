// The kit must not bring the back-office's catalogue to a sister product: the built sister app may hold no
// catalogue module key, and the packed kit's package.json may not name @eldercare/resources.
//
//   node scripts/sister-app-catalogue.mjs <work dir of check-sister-app --keep>
//
// Module keys are looked for as whole words in every built script. The few one-word keys (`card`,
// `contract`, `pos`…) are ordinary words in antd's and React's code, so only the compound camelCase
// keys (`elderlyInfo`, `servicePersonal`…) are told apart from them, less those that are also a
// validator rule's name (`bankCard`), which the kit's forms ship; any one of those is enough to show the
// catalogue shipped, since a module is bundled whole.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const CATALOGUE = '@eldercare/resources';

const built = (pkg, file) => import(pathToFileURL(path.join(root, 'packages', pkg, 'dist', file)).href);

/** The catalogue's compound module keys, from the built packages of this checkout. */
async function catalogueKeys() {
  const { RESOURCES } = await built('resources', 'catalogue.js');
  const { isRuleName } = await built('validators', 'index.js');
  return RESOURCES.map((resource) => resource.key).filter((key) => /[A-Z]/.test(key) && !isRuleName(key));
}

/** Problems found in `<work>/app/dist` and the kit's tarball in `<work>/packs`; empty when clean. */
export async function catalogueProblems(work) {
  const problems = [];
  const packs = path.join(work, 'packs');
  const kitTarball = readdirSync(packs).find((file) => /^eldercare-admin-kit-.*\.tgz$/.test(file));
  if (!kitTarball) return ['no @eldercare/admin-kit tarball'];
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', path.join(packs, kitTarball), 'package/package.json'], {
      encoding: 'utf8',
    }),
  );
  for (const field of ['dependencies', 'peerDependencies', 'devDependencies', 'optionalDependencies']) {
    if (manifest[field]?.[CATALOGUE]) problems.push(`the kit's package.json names ${CATALOGUE} in ${field}`);
  }
  const assets = path.join(work, 'app', 'dist', 'assets');
  if (!existsSync(assets)) return [...problems, `no build in ${assets}`];
  const keys = await catalogueKeys();
  const pattern = new RegExp(`\\b(${keys.join('|')})\\b`, 'g');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const found = new Set(readFileSync(path.join(assets, file), 'utf8').match(pattern));
    if (found.size > 0) {
      const sample = [...found].slice(0, 5).join(', ');
      problems.push(`${file} holds ${found.size} catalogue module key(s): ${sample}`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = process.argv[2];
  if (!work) throw new Error('usage: node scripts/sister-app-catalogue.mjs <work dir>');
  const problems = await catalogueProblems(path.resolve(work));
  for (const problem of problems) console.error(`sister app: ${problem}`);
  console.log(`sister app: catalogue ${problems.length === 0 ? 'absent' : 'SHIPPED'}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
