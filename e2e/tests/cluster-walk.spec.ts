import { expect, test, type APIRequestContext } from '@playwright/test';
import { servedBy, useCluster } from './support/cluster';
import { DEMO_PASSWORD } from './support/login';

/**
 * The product through the reference topology's balancer (round robin over three instances, no
 * sticky sessions): every step's requests land on different instances, which share sessions,
 * captchas, throttle counters, files and records only through PostgreSQL and the file bucket.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cluster = useCluster({ ELDERCARE_LOGIN_MAX_FAILURES: '2' });

type Envelope<T> = { code: number; msg: string; data: T };

/** One API call through the balancer; answers the envelope and the instance that answered. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { data?: unknown; multipart?: Record<string, unknown> } = {},
) {
  const answer = await request.fetch(`${cluster.url}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...options,
  } as Parameters<APIRequestContext['fetch']>[1]);
  return { body: (await answer.json()) as Envelope<T>, by: servedBy(answer) };
}

async function tokenOf(request: APIRequestContext, user: string) {
  const { body } = await cluster.signIn(request, user, DEMO_PASSWORD);
  expect(body.code, body.msg).toBe(0);
  return body.data.access_token;
}

test('a captcha drawn by one instance is checked by another, and requests spread over all three', async ({
  request,
}) => {
  const { body, shownBy, checkedBy } = await cluster.signIn(request, 'admin', DEMO_PASSWORD);
  expect(body.code, body.msg).toBe(0);
  expect(shownBy).toMatch(/^instance\d$/);
  expect(checkedBy).toMatch(/^instance\d$/);
  expect(checkedBy).not.toBe(shownBy);
  const answeredBy = new Set<string>();
  for (let i = 0; i < cluster.instances; i += 1) {
    const info = await call<{ user: { userName: string } }>(
      request,
      body.data.access_token,
      'GET',
      '/uaa/user/info',
    );
    expect(info.body.code, info.body.msg).toBe(0);
    answeredBy.add(info.by);
  }
  expect(answeredBy.size).toBe(cluster.instances);
});

test('the role switched on one instance holds on the others, and a logout refuses the token on all within 1 s', async ({
  request,
}) => {
  const token = await tokenOf(request, 'streetadmin');
  const switched = await call<{ activeRoleKey: string }>(request, token, 'PUT', '/uaa/user/active-role', {
    data: { roleKey: 'street_staff' },
  });
  expect(switched.body.code, switched.body.msg).toBe(0);
  // Round robin: the next calls land on the instances that did not make the switch.
  for (let i = 1; i < cluster.instances; i += 1) {
    const info = await call<{ activeRoleKey: string | null }>(request, token, 'GET', '/uaa/user/info');
    expect(info.by).not.toBe(switched.by);
    expect(info.body.data.activeRoleKey).toBe('street_staff');
  }
  const loggedOut = await call(request, token, 'GET', '/uaa/logout');
  expect(loggedOut.body.code, loggedOut.body.msg).toBe(0);
  const started = Date.now();
  const refusedBy = new Set<string>();
  for (let i = 0; i < cluster.instances; i += 1) {
    const after = await call(request, token, 'GET', '/uaa/user/info');
    expect(after.body.code).toBe(50008);
    refusedBy.add(after.by);
  }
  expect(Date.now() - started).toBeLessThan(1000);
  expect(refusedBy.size).toBe(cluster.instances);
});

test('notices read on one instance are read on the others', async ({ request }) => {
  const token = await tokenOf(request, 'admin');
  const before = await call<{ unread: number }>(request, token, 'GET', '/admin/msg/receive/count');
  expect(before.body.data.unread).toBeGreaterThan(0);
  const read = await call<{ count: number }>(request, token, 'PUT', '/admin/msg/notices/read/all', {
    data: { kind: 'messages' },
  });
  expect(read.body.code, read.body.msg).toBe(0);
  expect(read.body.data.count).toBe(before.body.data.unread);
  for (let i = 0; i < cluster.instances; i += 1) {
    const after = await call<{ unread: number }>(request, token, 'GET', '/admin/msg/receive/count');
    expect(after.body.data.unread, `unread on ${after.by}`).toBe(0);
  }
});

test('a file uploaded through one instance downloads from another; Excel exported by one imports through another', async ({
  request,
}) => {
  const token = await tokenOf(request, 'admin');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await call<{ id: string | number }>(request, token, 'POST', '/biz/file/upload', {
    multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.body.code, uploaded.body.msg).toBe(0);
  const download = await request.get(`${cluster.url}/prod-api/biz/file/${uploaded.body.data.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status()).toBe(200);
  expect(servedBy(download)).not.toBe(uploaded.by);
  expect(Buffer.compare(await download.body(), png)).toBe(0);

  const exported = await request.get(`${cluster.url}/prod-api/biz/resource/elderlyInfo/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status()).toBe(200);
  expect((await exported.body()).subarray(0, 2).toString()).toBe('PK');

  // The adviser sites exported by one instance, imported through another: every row is either
  // imported or reported, none lost between them.
  type Page = { records: { name: string }[] };
  const first = await call<Page>(request, token, 'GET', '/biz/resource/consultantSite?current=1&size=1');
  const sites = await request.get(`${cluster.url}/prod-api/biz/resource/consultantSite/export`, {
    headers: { authorization: `Bearer ${token}` },
    params: { name: first.body.data.records[0]?.name ?? '' },
  });
  expect(sites.status()).toBe(200);
  const imported = await call<{ total: number; imported: number; failed: number }>(
    request,
    token,
    'POST',
    '/biz/resource/consultantSite/import',
    { data: { file: (await sites.body()).toString('base64'), validOnly: true } },
  );
  expect(imported.body.code, imported.body.msg).toBe(0);
  expect(imported.by).not.toBe(servedBy(sites));
  expect(imported.body.data.total).toBeGreaterThan(0);
  expect(imported.body.data.imported + imported.body.data.failed).toBe(imported.body.data.total);
});

test('an edit based on a version another instance already replaced is refused', async ({ request }) => {
  const token = await tokenOf(request, 'admin');
  type Page = { records: { id: number }[] };
  const list = await call<Page>(request, token, 'GET', '/biz/resource/consultantSite?current=1&size=1');
  const id = list.body.data.records[0]?.id;
  const current = await call<{ version: number }>(
    request,
    token,
    'GET',
    `/biz/resource/consultantSite/${id}`,
  );
  const { version } = current.body.data;
  const first = await call(request, token, 'PUT', `/biz/resource/consultantSite/${id}`, {
    data: { version, name: `集群站点甲${Date.now()}` },
  });
  expect(first.body.code, first.body.msg).toBe(0);
  const stale = await call(request, token, 'PUT', `/biz/resource/consultantSite/${id}`, {
    data: { version, name: `集群站点乙${Date.now()}` },
  });
  expect(stale.by).not.toBe(first.by);
  expect(stale.body.code).not.toBe(0);
  expect(stale.body.msg).toContain('已被他人修改');
});

test('the login throttle counts failures on every instance together', async ({ request }) => {
  const checkedBy = new Set<string>();
  const codes: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { body, checkedBy: by } = await cluster.signIn(request, 'street', 'wrong-password-1');
    codes.push(body.code);
    checkedBy.add(by);
    // A sign-in is three requests: one more moves the next sign-in on to the next instance.
    await request.get(`${cluster.url}/prod-api/uaa/public-key`);
  }
  expect(checkedBy.size).toBe(3);
  expect(codes).toEqual([-999, -999, 429]);
});

test('a person signs in and works in the browser through the balancer', async ({ page }) => {
  const deviceIds: string[] = [];
  page.on('request', (r) => {
    const match = /\/uaa\/validata\/code\/([^/?]+)/.exec(r.url());
    if (match?.[1]) deviceIds.push(decodeURIComponent(match[1]));
  });
  const instances = new Set<string>();
  page.on('response', (r) => {
    const by = r.headers()['x-served-by'];
    if (by) instances.add(by);
  });
  await page.goto(`${cluster.url}/login`);
  await expect.poll(() => deviceIds.length).toBe(1);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByLabel('验证码').fill(await cluster.captcha.answer(deviceIds[0] ?? ''));
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto(`${cluster.url}/system/message`);
  await expect(page.getByRole('search')).toBeVisible({ timeout: 30_000 });
  expect(instances.size).toBe(cluster.instances);
});
