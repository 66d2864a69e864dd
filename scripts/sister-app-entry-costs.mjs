// What the kit costs a host, weighed from the sister app's Vite manifests (gzip -9; no browser, so the
// figures are the same on every run and machine). Run by scripts/check-sister-app.mjs after its build:
//   - each kit component alone in a plain antd app (examples/sister-app/entries/<name>.html) against its
//     twin without the kit (<name>-plain.html): every chunk the page can load, its lazy parts included
//     (the dialog's drag frame loads when it opens);
//   - the sister app's seniors list (index.html's chunks and the list route's page chunk) against the
//     same screen in plain antd (plain.html): what loads before the rows can be drawn.
// bench/sister-app-size.mjs measures the list in Chromium too (with the language chunks it fetches).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB of JS gzip a host may pay for each; the list's is the kit's whole cost on a resource page. */
export const ENTRY_BUDGETS_KB = { dialog: 15, 'filter-bar': 15, 'seniors list': 60 };

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The costs, from the app's two builds: `dist` (index.html, plain.html) and `dist-entries`. */
export function entryCosts(app) {
  return [...entriesAlone(path.join(app, 'dist-entries')), seniorsList(path.join(app, 'dist'))];
}

function weigher(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys, { lazy }, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      if (!manifest[key]) throw new Error(`sister-app-entry-costs: ${key} is not in the build manifest`);
      seen.add(key);
      const next = [...(manifest[key].imports ?? []), ...(lazy ? (manifest[key].dynamicImports ?? []) : [])];
      closure(next, { lazy }, seen);
    }
    return seen;
  };
  const weigh = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (total, file) => total + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength,
        0,
      );
  const cost = (name, kitKeys, plainKeys) => {
    const kit = weigh(kitKeys);
    const plain = weigh(plainKeys);
    return {
      name,
      kitKB: kb(kit),
      plainKB: kb(plain),
      costKB: kb(kit - plain),
      budgetKB: ENTRY_BUDGETS_KB[name],
    };
  };
  return { closure, cost };
}

function entriesAlone(dist) {
  const { closure, cost } = weigher(dist);
  const page = (name) => closure([`entries/${name}.html`], { lazy: true });
  return [
    cost('dialog', page('dialog'), page('dialog-plain')),
    cost('filter-bar', page('filter-bar'), page('filter-bar-plain')),
  ];
}

function seniorsList(dist) {
  const { closure, cost } = weigher(dist);
  return cost(
    'seniors list',
    closure(['index.html', 'src/pages/SeniorsList.tsx'], { lazy: false }),
    closure(['plain.html'], { lazy: false }),
  );
}

/** Lines for the costs over budget (none when all fit). */
export function overBudget(costs) {
  return costs
    .filter(({ costKB, budgetKB }) => costKB > budgetKB)
    .map(({ name, costKB, budgetKB }) => `${name}: the kit adds ${costKB} KB gzip, budget ${budgetKB} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const costs = entryCosts(path.resolve(process.argv[2] ?? '.'));
  for (const { name, kitKB, plainKB, costKB, budgetKB } of costs)
    console.log(
      `${name}: ${kitKB} KB with the kit, ${plainKB} KB without → +${costKB} KB (budget ${budgetKB})`,
    );
  const over = overBudget(costs);
  if (over.length > 0) {
    console.error(over.join('\n'));
    process.exit(1);
  }
}
