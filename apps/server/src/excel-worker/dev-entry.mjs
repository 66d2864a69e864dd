// The Excel worker when the server runs from source (vitest, `tsx watch`): a worker thread does
// not inherit the parent's TypeScript loader, so it registers tsx itself before loading worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: excelTask } = await import('./worker.ts');

export default excelTask;
