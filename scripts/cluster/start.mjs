#!/usr/bin/env node
// `pnpm cluster [--instances N] [--port P] [--fresh]`: the reference topology in the foreground (see
// README "Several instances"); Ctrl-C stops it gracefully.
import { parseArgs } from 'node:util';
import { CLUSTER_DEFAULTS, freshDatabaseName, startCluster } from './cluster.mjs';

const { values } = parseArgs({
  options: {
    instances: {
      type: 'string',
      default: String(process.env.ELDERCARE_CLUSTER_INSTANCES ?? CLUSTER_DEFAULTS.instances),
    },
    port: { type: 'string', default: String(process.env.PORT ?? CLUSTER_DEFAULTS.port) },
    fresh: { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}
console.log(`Starting ${instances} instances behind HAProxy …`);
const cluster = await startCluster({
  instances,
  port: Number(values.port),
  keepWork: true,
  ...(values.fresh ? { database: freshDatabaseName() } : {}),
});
console.log(`Eldercare cluster on ${cluster.url} (HAProxy, round robin over ${instances} instances)`);
for (const i of cluster.instances)
  console.log(
    `  ${i.name}: http://127.0.0.1:${i.port} (metrics http://127.0.0.1:${i.metricsPort}/metrics), log ${cluster.work}/${i.name}.log`,
  );
console.log(
  `  PostgreSQL ${cluster.databaseUrl.replace(/:[^:@/]+@/, ':***@')}; files in s3rver at ${cluster.s3Endpoint}`,
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping: HAProxy, then each instance drains and closes …');
  cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
