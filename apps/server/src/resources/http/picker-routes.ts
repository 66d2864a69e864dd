import { resourceEndpoints, resourcePerm } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { invalid } from '../../http/app-error.js';
import type { Catalogue } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';
import { referrersOf, titlesOf } from '../query/reference-labels.js';
import { resourceRoute, type PermissionOf } from './resource-route.js';
import { findUniqueHolder, uniqueFields, uniqueMessage } from '../write/unique.js';

import { searchOptions } from '../query/options.js';

/** What a form needs of a module to pick a value or check one: titles to choose from, whether a value is free. */
export const registerPickerRoutes = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  // Whoever may write a module that points at this one may search it to pick a value (an assessor
  // picks the elder of a form without the right to list elderly records).
  const referrers = referrersOf(catalogue);
  const optionsPermissions: PermissionOf = (resource) => [
    resourcePerm(resource.key, 'list'),
    ...(referrers.get(resource.key) ?? []).flatMap((key) => [
      resourcePerm(key, 'add'),
      resourcePerm(key, 'edit'),
    ]),
  ];
  resourceRoute(
    app,
    ctx,
    catalogue,
    e.resourceOptions,
    async ({ resource, session, query }) => {
      if (query.ids) {
        const ids = query.ids.split(',').map(Number);
        const titles = await titlesOf(ctx.db, resource, session, ids);
        return [...titles].map(([id, label]) => ({ id, label }));
      }
      return searchOptions(ctx.db, resource, session, query);
    },
    optionsPermissions,
  );

  // The form's check before saving: whoever may list the module or write a record of it.
  resourceRoute(
    app,
    ctx,
    catalogue,
    e.checkResourceUnique,
    async ({ resource, session, query, locale }) => {
      const field = uniqueFields(resource).find((f) => f.name === query.field);
      if (!field) throw invalid(t('notUniqueField', locale, { field: query.field }), 'field');
      const value = query.value.trim();
      if (value === '') return { unique: true };
      const holder = await findUniqueHolder(ctx.db, resource, field, value, session, query.excludeId);
      if (!holder) return { unique: true };
      // A record the caller may not read is neither named nor pointed at.
      const message = uniqueMessage(field, holder, locale);
      return holder.title === undefined
        ? { unique: false, message }
        : { unique: false, existing: { id: holder.id, label: holder.title }, message };
    },
    (resource) => (['list', 'add', 'edit'] as const).map((action) => resourcePerm(resource.key, action)),
  );
};
