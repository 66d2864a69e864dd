import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * SPEC §9: dialogs open 500 px wide — the kit's DraggableDialog default — and the user resizes or
 * maximises them. A `width` prop on a DraggableDialog must say here why its content needs more.
 */
const WIDER_ON_PURPOSE: Record<string, string> = {};

const src = path.dirname(fileURLToPath(import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });

/** `file:line` of every DraggableDialog element given a width, found in the syntax tree. */
const widenedDialogs = (): string[] => {
  const found: string[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('DraggableDialog')) continue;
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText(tree) === 'DraggableDialog' &&
        node.attributes.properties.some((a) => ts.isJsxAttribute(a) && a.name.getText(tree) === 'width')
      ) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
        found.push(`${path.relative(src, file)}:${line}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
};

describe('dialog widths', () => {
  it('leaves every DraggableDialog at the kit default of 500 px unless a reason is written down', () => {
    const unexplained = widenedDialogs().filter((at) => !(at.replace(/:\d+$/, '') in WIDER_ON_PURPOSE));
    expect(unexplained).toEqual([]);
  });
});
