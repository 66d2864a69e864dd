import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The container files cannot be built on this machine (no Docker engine): this keeps them naming the
 * same settings, commands and checks as the README and the cluster script that is run and tested.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const serverReadme = read('apps/server/README.md');
const compose = read('deploy/compose.yaml');
const dockerfile = read('deploy/Dockerfile');
const cluster = read('scripts/cluster/cluster.mjs');

const section = (text: string, from: string, to: string) => {
  const start = text.indexOf(from);
  expect(start, `README names ${from}`).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf(to, start));
};
const settingsIn = (text: string) => [...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? '');
const several = section(readme, '## Several instances', '## Everyday commands');
const shared = settingsIn(section(several, '**Every instance gets the same:**', '**Each its own:**'));
const own = settingsIn(section(several, '**Each its own:**', '**Production**'));

/** The keys of the instances' `environment` block in compose.yaml. */
const composeSettings = (() => {
  const block = section(compose, 'environment: &eldercare-env', '\nservices:');
  return [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? '');
})();

describe('the container files and the README describe the cluster that is tested', () => {
  it('give every instance the settings the README lists, as the cluster script does', () => {
    expect(shared.length).toBeGreaterThanOrEqual(8);
    for (const name of [...shared, ...own]) {
      expect(composeSettings, `compose.yaml sets ${name}`).toContain(name);
      expect(cluster, `scripts/cluster/cluster.mjs sets ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('set only documented settings', () => {
    for (const name of composeSettings) {
      expect(`${readme}\n${serverReadme}`, `${name} is documented`).toContain(`\`${name}\``);
    }
  });

  it('run the same start command and readiness check as the cluster and the balancer', async () => {
    const generator = path.join(root, 'scripts/cluster/haproxy-config.mjs');
    const { HAPROXY_CHECK, haproxyConfig } = (await import(generator)) as {
      HAPROXY_CHECK: { path: string };
      haproxyConfig: (o: { bind: string; servers: { name: string; address: string }[] }) => string;
    };
    expect(dockerfile).toContain('CMD ["node", "server/dist/main.js"]');
    expect(cluster).toContain("'apps/server/dist/main.js'");
    expect(dockerfile).toContain(`'/prod-api/ready'`);
    expect(HAPROXY_CHECK.path).toBe('/prod-api/ready');
    const servers = [1, 2, 3].map((i) => ({ name: `eldercare${i}`, address: `eldercare${i}:8080` }));
    expect(read('deploy/haproxy.cfg')).toBe(haproxyConfig({ bind: ':8080', servers }));
    for (const { name } of servers) expect(compose).toMatch(new RegExp(`^  ${name}:`, 'm'));
    expect(JSON.parse(read('package.json')).scripts.cluster).toContain('node scripts/cluster/start.mjs');
    expect(readme).toContain('`pnpm cluster`');
  });

  it('drain each instance for longer than the balancer takes to notice it is not ready', async () => {
    const generator = path.join(root, 'scripts/cluster/haproxy-config.mjs');
    const { BALANCER_NOTICE_MS, DRAIN_SECONDS, HAPROXY_CHECK } = (await import(generator)) as {
      BALANCER_NOTICE_MS: number;
      DRAIN_SECONDS: number;
      HAPROXY_CHECK: { interMs: number; fall: number };
    };
    expect(DRAIN_SECONDS * 1000).toBeGreaterThan(BALANCER_NOTICE_MS);
    expect(DRAIN_SECONDS * 1000).toBeGreaterThanOrEqual(HAPROXY_CHECK.interMs * HAPROXY_CHECK.fall);
    expect(cluster).toContain('ELDERCARE_SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS)');
    expect(compose).toContain(`ELDERCARE_SHUTDOWN_DRAIN_SECONDS: '${DRAIN_SECONDS}'`);
    // Writes are never replayed; reads are, after a dead or refusing instance.
    const cfg = read('deploy/haproxy.cfg');
    expect(cfg).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD');
    expect(cfg).toMatch(/^ {2}retry-on conn-failure empty-response\b/m);
    expect(cfg).toMatch(/^ {2}option redispatch\b/m);
    expect(cfg).toMatch(/^ {2}option http-server-close$/m);
  });

  it('build in stages and run as an unprivileged user with a health check and a draining stop', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    // compose waits longer than the drain plus the close grace before it kills an instance.
    expect(compose).toContain('stop_grace_period: 40s');
  });
});
