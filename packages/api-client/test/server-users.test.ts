import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract.js';
import {
  changePassword,
  checkUserNameUnique,
  createUser,
  createUserLogo,
  deleteUser,
  forceSignOut,
  getInitPassword,
  getDeptTree,
  getUser,
  getUserInfo,
  listAssignableRoles,
  listOfflineTokens,
  listProjectUsers,
  listUsers,
  resetUserPassword,
  setUserStatus,
  signIn,
  updateOwnInfo,
  updateUser,
  updateUserLogo,
  type ApiClient,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { memoryClient, serverURL, signedIn } from './helpers/signed-in.js';

let admin: Awaited<ReturnType<typeof signedIn>>;
let deptId: number;
let roleId: number;

beforeAll(async () => {
  admin = await signedIn('admin');
  const tree = endpoints.deptTree.response.parse(await getDeptTree(admin.client));
  deptId = tree[0]!.id;
  const roles = endpoints.assignableRoles.response.parse(await listAssignableRoles(admin.client));
  roleId = roles.find((r) => r.roleKey === 'street_staff')?.roleId ?? roles[0]!.roleId;
});

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function newUser(client: ApiClient, password = 'Passw0rd!x') {
  const userName = unique('u');
  const { id } = await createUser(client, {
    userName,
    password,
    nickName: '测试用户',
    deptId,
    roleIds: [roleId],
    accountType: '2',
  });
  return { id, userName, password };
}

describe('users against the real server', () => {
  it('lists users with paging, filters and array-free queries', async () => {
    const page = endpoints.listUsers.response.parse(
      await listUsers(admin.client, { current: 1, size: 5, userName: 'adm' }),
    );
    expect(page.size).toBe(5);
    expect(page.records.some((u) => u.userName === 'admin')).toBe(true);
  });

  it('creates, reads, updates, disables and deletes a user', async () => {
    const { id, userName } = await newUser(admin.client);
    const created = endpoints.getUser.response.parse(await getUser(admin.client, id));
    expect(created).toMatchObject({ userName, nickName: '测试用户', status: '0' });

    await updateUser(admin.client, {
      userId: id,
      version: created.version,
      nickName: '改名用户',
      deptId,
      roleIds: [roleId],
      accountType: '2',
    });
    expect((await getUser(admin.client, id)).nickName).toBe('改名用户');

    await setUserStatus(admin.client, { userId: id, status: '1' });
    expect((await getUser(admin.client, id)).status).toBe('1');

    expect(await deleteUser(admin.client, id)).toBeNull();
    const gone = await failure(getUser(admin.client, id));
    expect(gone.code).toBe(50015);
    expect(admin.errors.at(-1)).toEqual({ message: gone.msg, durationMs: 5000 });
  });

  it('a duplicate user name is 50016 and the uniqueness check says so', async () => {
    const { userName } = await newUser(admin.client);
    expect(await checkUserNameUnique(admin.client, { userName })).toEqual({ unique: false });
    expect(await checkUserNameUnique(admin.client, { userName: unique('free') })).toEqual({ unique: true });
    const error = await failure(
      createUser(admin.client, { userName, nickName: '重复', deptId, roleIds: [roleId], accountType: '2' }),
    );
    expect(error.code).toBe(50016);
  });

  it('invalid input is -1 with the field message', async () => {
    const error = await failure(
      createUser(admin.client, {
        userName: unique('v'),
        nickName: 'a b',
        deptId,
        roleIds: [roleId],
        accountType: '2',
      }),
    );
    expect(error.code).toBe(-1);
    expect(error.msg).not.toBe('');
  });

  it('a user without the permission gets 403', async () => {
    const street = await signedIn('street');
    const error = await failure(
      createUser(street.client, {
        userName: unique('x'),
        nickName: '甲',
        deptId,
        roleIds: [roleId],
        accountType: '2',
      }),
    );
    expect(error.code).toBe(403);
    expect(street.errors.at(-1)?.durationMs).toBe(5000);
  });

  it('project users, assignable roles and the initial password config', async () => {
    endpoints.projectUsers.response.parse(await listProjectUsers(admin.client));
    endpoints.assignableRoles.response.parse(await listAssignableRoles(admin.client));
    expect(typeof (await getInitPassword(admin.client))).toBe('string');
  });

  it('resets a password to a fresh random one, shown once, and the user can sign in with it', async () => {
    const { id, userName, password: before } = await newUser(admin.client);
    const { password } = await resetUserPassword(admin.client, id);
    expect(password).not.toBe(before);
    // The configured initial password is never readable: the reset answer is the only copy.
    expect(await getInitPassword(admin.client)).toBe('');
    const fresh = memoryClient(serverURL());
    const token = await signIn(fresh.client, { username: userName, password, deviceId: 'reset' });
    expect(token.access_token).not.toBe('');
  });

  it('the user changes their own password, profile and logo', async () => {
    const { userName, password } = await newUser(admin.client);
    const self = memoryClient(serverURL());
    self.store.token = (
      await signIn(self.client, { username: userName, password, deviceId: 'self' })
    ).access_token;
    expect(
      await changePassword(self.client, { oldPassword: password, newPassword: 'Changed123x' }),
    ).toBeNull();
    await updateOwnInfo(self.client, { nickName: '自己改名', introduction: 'hello' });
    await createUserLogo(self.client, { sysName: '测试系统', sysLogo: null });
    await updateUserLogo(self.client, { sysName: '测试系统二', sysLogo: '/logo.png' });
    const info = await getUserInfo(self.client);
    expect(info.name).toBe('自己改名');
    expect(info.sysUserConfig.sysName).toBe('测试系统二');
    const again = memoryClient(serverURL());
    await signIn(again.client, { username: userName, password: 'Changed123x', deviceId: 'self' });
  });

  it('lists a user’s sessions and forces web and mini-program sign-out', async () => {
    const { id, userName, password } = await newUser(admin.client);
    const victim = memoryClient(serverURL());
    victim.store.token = (
      await signIn(victim.client, { username: userName, password, deviceId: 'v' })
    ).access_token;
    const sessions = endpoints.offlineTokens.response.parse(await listOfflineTokens(admin.client, userName));
    expect(sessions.map((s) => s.clientKind)).toEqual(['web']);

    expect(await forceSignOut(admin.client, id, { mini: true })).toEqual({ revoked: 0 });
    await getUserInfo(victim.client);
    expect(await forceSignOut(admin.client, id)).toEqual({ revoked: 1 });
    const error = await failure(getUserInfo(victim.client));
    expect(error.code).toBe(50008);
  });

  it('disabling a signed-in user ends their session with 50010', async () => {
    const { id, userName, password } = await newUser(admin.client);
    const victim = memoryClient(serverURL());
    victim.store.token = (
      await signIn(victim.client, { username: userName, password, deviceId: 'd' })
    ).access_token;
    await setUserStatus(admin.client, { userId: id, status: '1' });
    const error = await failure(getUserInfo(victim.client));
    expect(error.code).toBe(50010);
    expect(victim.errors.at(-1)).toEqual({ message: error.msg, durationMs: 5000 });
  });
});
