import { findResource, type ResourceDeclaration } from '@eldercare/resources';

/**
 * Modules this build does not bundle but the server serves (declared on the server only, e.g. with
 * `ELDERCARE_EXTRA_MODULES`): their declarations arrive from `/biz/resource-declaration/:module`
 * and are kept here, so the generic list and detail pages render them like bundled ones.
 */
const served = new Map<string, ResourceDeclaration>();

export function registerServedResource(declaration: ResourceDeclaration): void {
  served.set(declaration.key, declaration);
}

/** The declaration of a module: the bundled catalogue's, else one the server sent. */
export function resourceOf(key: string): ResourceDeclaration | undefined {
  return findResource(key) ?? served.get(key);
}

/** The declaration of a module a route names; a route of an unknown module is a programming error. */
export function declaredResource(key: string): ResourceDeclaration {
  const resource = resourceOf(key);
  if (!resource) throw new Error(`Unknown business module ${key}`);
  return resource;
}
