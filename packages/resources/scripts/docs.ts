// Writes packages/resources/MODULES.md from the declarations; the docs test fails until it is re-run.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderModulesMarkdown } from '../src/docs/modules-markdown';

const target = fileURLToPath(new URL('../MODULES.md', import.meta.url));
writeFileSync(target, renderModulesMarkdown());
console.log(`wrote ${target}`);
