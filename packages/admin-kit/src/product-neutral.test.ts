import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * Words of the elderly-care product the kit is extracted from. A sister product extends the kit,
 * so none of them may reach its shipped code: names, titles, storage keys and helpers are the
 * host's. `eldercare/` (the package scope) is the package's own name, not product wording; storage
 * keys are not: they take the host's namespace.
 */
const PRODUCT_WORDS = /养老|老人|老年|颐养|友康|\belder(?!care\/)|Elder/;

/** Shipped sources: tests, stories and test fixtures may speak of any product. */
const shipped = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !/test-(fixtures|setup)/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : shipped(path) ? [path] : [];
  });
}

/** `file:line: text` of every shipped line that names the product. */
function productWordLines(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        PRODUCT_WORDS.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the kit is product-neutral', () => {
  it('finds the product words it looks for', () => {
    expect(PRODUCT_WORDS.test("const DRAFT_PREFIX = 'eldercare:draft:'")).toBe(true);
    expect(PRODUCT_WORDS.test("export const TABS_STORAGE_KEY = 'eldercare.tabs';")).toBe(true);
    expect(PRODUCT_WORDS.test('/** A record about an elder */')).toBe(true);
    expect(PRODUCT_WORDS.test("title: '友康养老云'")).toBe(true);
    expect(PRODUCT_WORDS.test('export function useElderArea() {}')).toBe(true);
    expect(PRODUCT_WORDS.test("import { x } from '@eldercare/contract';")).toBe(false);
    expect(PRODUCT_WORDS.test('onFieldError(field, message)')).toBe(false);
  });

  it('names no product in its shipped sources', () => {
    expect(productWordLines(sourceFiles(SRC))).toEqual([]);
  });
});
