import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { Session } from '../../auth/session-context.js';
import { invalid } from '../../http/app-error.js';
import type { ServedResource } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';

/**
 * The record's `area_code`: its declared area field when it has one (the community a person
 * lives in), else the writer's own area. A value outside the writer's scope is refused, so no
 * one can write a record they could not read back.
 */
export const areaCodeOf = (
  resource: ServedResource,
  record: Record<string, unknown>,
  session: Pick<Session, 'areaCode'>,
  locale: Locale,
): string => {
  const name = resource.declaration.areaField;
  const field = name ? resource.byName.get(name) : undefined;
  const raw = name ? record[name] : undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!field || typeof value !== 'string' || value === '') return session.areaCode;
  if (!value.startsWith(session.areaCode)) {
    throw invalid(t('outOfScope', locale, { label: localise(field.label, locale) }), field.name);
  }
  return value;
};
