import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceDeclaration } from '@eldercare/resources';

/**
 * Module declarations a deployment adds without rebuilding anything (`ELDERCARE_EXTRA_MODULES`,
 * a comma-separated list of .js/.mjs files, each exporting a declaration or an array of them as
 * `default`). They are served beside the catalogue: table, menu entry, buttons and grants are
 * provisioned at start like any module's, and the back-office, which was not built with them,
 * reads their declarations from `GET /biz/resource-declaration/:module`.
 */
export const loadExtraModules = async (list: string | undefined): Promise<ResourceDeclaration[]> => {
  const files = (list ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  const declarations: ResourceDeclaration[] = [];
  for (const file of files) {
    const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
    const exported = Array.isArray(loaded.default) ? loaded.default : [loaded.default];
    for (const declaration of exported) {
      // A mistyped file must stop the start, not serve a module half declared.
      if (!declaration || typeof (declaration as { key?: unknown }).key !== 'string')
        throw new Error(`ELDERCARE_EXTRA_MODULES: ${file} does not export module declarations as default`);
      declarations.push(declaration as ResourceDeclaration);
    }
  }
  return declarations;
};
