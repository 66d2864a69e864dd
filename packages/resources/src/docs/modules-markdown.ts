import { DICTIONARIES } from '../dictionaries/index';
import { filterFields, listFields } from '@eldercare/resource-language';
import { rulesOf } from '@eldercare/resource-language';
import type { FieldDeclaration, ResourceDeclaration } from '@eldercare/resource-language';
import { MENU_GROUPS } from '../menu/menu-groups';
import { RESOURCES } from '../modules/index';

const ID_MODE: Record<ResourceDeclaration['detailId'], string> = {
  optional: 'add (no id) and `/:id`',
  required: '`/:id` only',
  none: 'singleton',
  query: 'exact; record passed as `?id=…&modelType=add|look|edit`',
};

/** Pipes would end a Markdown table cell. */
function cell(value: string): string {
  return value.replace(/\|/g, '\\|');
}

function typeOf(field: FieldDeclaration): string {
  const multiple = field.multiple ? '[]' : '';
  if (field.reference)
    return `reference${multiple} → ${field.reference.module}.${field.reference.labelField}`;
  if (field.dict) return `enum${multiple} (\`${field.dict}\`)`;
  return `${field.type}${multiple}`;
}

function shownIn(resource: ResourceDeclaration, field: FieldDeclaration): string {
  const where: string[] = [];
  const column = listFields(resource).indexOf(field);
  if (column >= 0) where.push(`column ${column + 1}`);
  const filter = filterFields(resource).find((x) => x.field === field);
  if (filter) where.push(`filter (${filter.mode})`);
  if (field.section === false) where.push('server-kept');
  else where.push(`form: ${field.section ?? resource.sections[0]?.key ?? ''}`);
  return where.join(', ');
}

function flags(field: FieldDeclaration): string {
  return [
    field.required ? 'required' : '',
    field.sensitive ? 'masked' : '',
    field.unique ? 'unique' : '',
    field.minAge ? `aged ${field.minAge}+` : '',
    field.derivedFrom ? `from ${field.derivedFrom.field} (${field.derivedFrom.part})` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function renderModule(r: ResourceDeclaration): string[] {
  const lines = [`### ${r.title['zh-CN']} · ${r.title.en} · ${r.title.es} — \`${r.key}\``, ''];
  const detail = `${r.detailRoute}${r.detailParam ? ` (param \`${r.detailParam}\`)` : ''}`;
  lines.push(`- List \`${r.listRoute}\`; detail \`${detail}\`: ${ID_MODE[r.detailId]}.`);
  for (const e of r.extraRoutes ?? []) {
    const id = e.idMode === 'required' ? `/:${e.param ?? 'id'}` : '';
    lines.push(
      `- ${e.kind} page \`${e.path}${id}\` (${e.title['zh-CN']}, permission ${e.permission}): ${e.purpose}`,
    );
  }
  lines.push(
    `- Table \`${r.table}\`; title field \`${r.titleField}\`; data scope ${r.areaField ? `by \`${r.areaField}\`` : 'none (not area-owned)'}.`,
  );
  lines.push(`- Row actions: ${r.actions.map((a) => `${a.title['zh-CN']} (${a.permission})`).join(', ')}.`);
  if (r.workflow) {
    const steps = r.workflow.transitions.map(
      (t) => `${t.key}: ${t.from.join('/')} → ${t.to} (${t.permission})`,
    );
    lines.push(
      `- Workflow on \`${r.workflow.field}\`, starts \`${r.workflow.initial}\`: ${steps.join('; ')}.`,
    );
  }
  if (r.notes) lines.push(`- ${r.notes}`);
  lines.push('', '| Field | Label | Type | Rules | Flags | Shown |', '|---|---|---|---|---|---|');
  for (const field of r.fields) {
    const row = [
      `\`${field.name}\``,
      `${field.label['zh-CN']} / ${field.label.en}`,
      typeOf(field),
      rulesOf(field).join(', '),
      flags(field),
      shownIn(r, field),
    ];
    lines.push(`| ${row.map(cell).join(' | ')} |`);
  }
  lines.push('');
  return lines;
}

/** The catalogue as Markdown: per menu group, each module's routes, fields and placement, then the dictionaries. */
export function renderModulesMarkdown(): string {
  const lines = [
    '# Business modules (generated)',
    '',
    'Generated from the declarations by `pnpm --filter @eldercare/resources docs:generate`; do not edit by hand',
    '(a test fails when this file is out of date).',
    '',
    `${RESOURCES.length} modules, ${RESOURCES.reduce((n, r) => n + r.fields.length, 0)} fields, ` +
      `${DICTIONARIES.length} dictionaries.`,
    '',
  ];
  const groups = [...MENU_GROUPS].sort((a, b) => a.order - b.order);
  for (const g of groups) {
    const modules = RESOURCES.filter((r) => r.group === g.group);
    if (modules.length === 0) continue;
    const renamed = Object.entries(g.titleByAccountType ?? {})
      .map(([type, t]) => ` (account type ${type}: ${t['zh-CN']} · ${t.en})`)
      .join('');
    lines.push(`## ${g.title['zh-CN']} · ${g.title.en} · ${g.title.es}${renamed}`, '');
    const count = modules.length === 1 ? '1 module' : `${modules.length} modules`;
    lines.push(`Menu group \`${g.group}\`, icon \`${g.icon}\`, ${count}.`, '');
    for (const r of modules) lines.push(...renderModule(r));
  }
  lines.push('## Dictionaries', '', '| Type | Title | Entries (value = zh-CN / en) |', '|---|---|---|');
  for (const d of DICTIONARIES) {
    const entries = d.entries.map((e) => `${e.value} = ${e.label['zh-CN']} / ${e.label.en}`).join('; ');
    lines.push(`| \`${d.type}\` | ${cell(d.title['zh-CN'])} / ${cell(d.title.en)} | ${cell(entries)} |`);
  }
  return `${lines.join('\n')}\n`;
}
