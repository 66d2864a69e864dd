import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  resourceEndpoints,
  toPath,
  type EndpointName,
  type ResourceEndpointName,
} from '../src/contract.js';
import * as api from '../src/index.js';
import type { ApiClient } from '../src/index.js';
import { ok, startPeer, type Peer } from './helpers/peer.js';

type Call = (client: ApiClient) => Promise<unknown>;

// Typed as a Record over every contract endpoint: a new endpoint without a client function fails
// to compile. Path parameters use 7 / 'k1' so the request line can be compared with the contract.
/** A role name in every language, as the role form writes it. */
const NAMES = { 'zh-CN': 'x', en: 'x', es: 'x' };

const calls: Record<EndpointName, Call> = {
  health: (c) => api.getHealth(c),
  captcha: (c) => api.getCaptcha(c, 'k1'),
  publicKey: (c) => api.getPublicKey(c),
  login: (c) =>
    api.login(c, {
      username: 'u',
      password: 'p',
      deviceId: 'd',
      grant_type: 'password',
      client_id: 'a',
      client_secret: 'b',
    }),
  logout: (c) => api.logout(c),
  userInfo: (c) => api.getUserInfo(c),
  offlineTokens: (c) => api.listOfflineTokens(c, 'u'),
  dataTypeSwitch: (c) => api.canSwitchDataType(c),
  switchRole: (c) => api.switchRole(c, 'k1'),
  userDetail: (c) => api.getUserDetail(c),
  menuParents: (c) => api.getMenuParents(c, 7),
  firstPassword: (c) => api.setFirstPassword(c, 'Passw0rd1'),
  firstLogin: (c) => api.getFirstLogin(c),
  passwordCheck: (c) => api.checkInitialPassword(c),
  useOrg: (c) => api.getUseOrg(c),
  areaTree: (c) => api.getAreaTree(c),
  dictAll: (c) => api.getAllDicts(c),
  listUsers: (c) => api.listUsers(c),
  getUser: (c) => api.getUser(c, 7),
  createUser: (c) =>
    api.createUser(c, { userName: 'x', nickName: 'x', deptId: 1, roleIds: [1], accountType: '1' }),
  updateUser: (c) =>
    api.updateUser(c, { userId: 7, version: 1, nickName: 'x', deptId: 1, roleIds: [1], accountType: '1' }),
  deleteUser: (c) => api.deleteUser(c, 7),
  setUserStatus: (c) => api.setUserStatus(c, { userId: 7, status: '1' }),
  updateOwnInfo: (c) => api.updateOwnInfo(c, { nickName: 'x' }),
  projectUsers: (c) => api.listProjectUsers(c),
  resetPassword: (c) => api.resetUserPassword(c, 7),
  configByKey: (c) => api.getConfigByKey(c, 'k1'),
  forceSignOut: (c) => api.forceSignOut(c, 7),
  deptTree: (c) => api.getDeptTree(c),
  roleKeys: (c) => api.listRoleKeys(c),
  listRoles: (c) => api.listRoles(c),
  createRole: (c) => api.createRole(c, { roleKey: 'x_y', roleNameI18n: NAMES, menuIds: [] }),
  updateRole: (c) => api.updateRole(c, { roleId: 7, roleNameI18n: NAMES, menuIds: [] }),
  deleteRole: (c) => api.deleteRole(c, 7),
  menuTree: (c) => api.getMenuTree(c),
  deptList: (c) => api.listDepts(c),
  operLogs: (c) => api.listOperLogs(c),
  loginLogs: (c) => api.listLoginLogs(c),
  dictData: (c) => api.getDictData(c, 'sys_account_type'),
  changePassword: (c) => api.changePassword(c, { oldPassword: 'a', newPassword: 'Passw0rd1' }),
  userNameUnique: (c) => api.checkUserNameUnique(c, { userName: 'x' }),
  assignableRoles: (c) => api.listAssignableRoles(c),
  createLogo: (c) => api.createUserLogo(c, {}),
  updateLogo: (c) => api.updateUserLogo(c, {}),
  messageCount: (c) => api.getMessageCount(c),
  messages: (c) => api.getMessageSummary(c),
  readMessage: (c) => api.markMessageRead(c, 7),
  messageDetail: (c) => api.getMessage(c, 7),
  reminders: (c) => api.getReminders(c),
  dashboardSummary: (c) => api.getDashboardSummary(c),
  listAnnouncements: (c) => api.listAnnouncements(c),
  createAnnouncement: (c) => api.createAnnouncement(c, { title: 't', content: 'c', anannouncement_type: 1 }),
  updateAnnouncement: (c) =>
    api.updateAnnouncement(c, { id: 7, version: 1, title: 't', content: 'c', anannouncement_type: 1 }),
  deleteAnnouncement: (c) => api.deleteAnnouncement(c, 7),
  getAnnouncement: (c) => api.getAnnouncement(c, 7),
  publishAnnouncement: (c) => api.publishAnnouncement(c, 7),
  withdrawAnnouncement: (c) => api.withdrawAnnouncement(c, 7),
  publishAnnouncements: (c) => api.publishAnnouncements(c, [7]),
  latestAnnouncementPopup: (c) => api.getLatestAnnouncementPopup(c),
  readAnnouncementPopup: (c) => api.readAnnouncementPopup(c, 7),
  unreadAnnouncements: (c) => api.listUnreadAnnouncements(c),
  noticeAnnouncement: (c) => api.getNoticeAnnouncement(c, 7),
  unpaidFees: (c) => api.listUnpaidFees(c),
  readFee: (c) => api.readFeeNotice(c, 7),
  unreadActivities: (c) => api.listUnreadActivities(c),
  readActivity: (c) => api.readActivityNotice(c, 7),
  readAllNotices: (c) => api.readAllNotices(c, 'messages'),
};

const resourceCalls: Record<ResourceEndpointName, Call> = {
  listResource: (c) => api.listResource(c, 'elderlyInfo', { name: '张' }),
  exportResource: (c) => api.exportResource(c, 'elderlyInfo'),
  importTemplate: (c) => api.importTemplate(c, 'elderlyInfo'),
  resourceOptions: (c) => api.getResourceOptions(c, 'elderlyInfo'),
  getResource: (c) => api.getResource(c, 'elderlyInfo', 7),
  createResource: (c) => api.createResource(c, 'elderlyInfo', { name: '张三' }),
  updateResource: (c) => api.updateResource(c, 'elderlyInfo', 7, { version: 1 }),
  deleteResource: (c) => api.deleteResource(c, 'elderlyInfo', 7),
  deleteResources: (c) => api.deleteResources(c, 'elderlyInfo', [7, 8]),
  resourceAudit: (c) => api.getResourceAudit(c, 'elderlyInfo', 7),
  revealResource: (c) => api.revealResource(c, 'elderlyInfo', 7),
  importResource: (c) => api.importResource(c, 'elderlyInfo', { file: 'UEs=' }),
  runResourceStep: (c) =>
    api.runResourceStep(c, 'elderlyInfo', 7, 'submit', { version: 1, fields: { remarks: 'x' } }),
  checkResourceUnique: (c) => api.checkResourceUnique(c, 'elderlyInfo', { field: 'idCard', value: 'x' }),
  getResourceDeclaration: (c) => api.getResourceDeclaration(c, 'elderlyInfo'),
};

let peer: Peer;
beforeAll(async () => {
  peer = await startPeer(() => ok(null));
});
afterAll(() => peer.close());

describe('every endpoint of the contract has a client function on its method and path', () => {
  it('covers the whole endpoint table', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const client = api.createApiClient({ baseURL: peer.baseURL });
    const before = peer.seen.length;
    await calls[name](client).catch(() => undefined);
    const seen = peer.seen[before]!;
    const endpoint = endpoints[name];
    expect(seen.method).toBe(endpoint.method);
    const expectedPath = toPath(endpoint.path, { id: 7, key: 'k1', deviceId: 'k1' });
    expect(new URL(seen.url, 'http://x').pathname).toBe(`/prod-api${expectedPath}`);
  });
});

describe('every generic resource endpoint has a client function on its method and path', () => {
  it('covers the whole resource table', () => {
    expect(Object.keys(resourceCalls).sort()).toEqual(Object.keys(resourceEndpoints).sort());
  });

  it.each(Object.keys(resourceEndpoints) as ResourceEndpointName[])('%s', async (name) => {
    const client = api.createApiClient({ baseURL: peer.baseURL });
    const before = peer.seen.length;
    await resourceCalls[name](client).catch(() => undefined);
    const seen = peer.seen[before]!;
    const { endpoint } = resourceEndpoints[name];
    expect(seen.method).toBe(endpoint.method);
    const expectedPath = toPath(endpoint.path, { module: 'elderlyInfo', id: 7, step: 'submit' });
    expect(new URL(seen.url, 'http://x').pathname).toBe(`/prod-api${expectedPath}`);
  });
});

describe('login', () => {
  it('sends the SPEC §7 parameters, password included, in the JSON body and nothing in the URL', async () => {
    const client = api.createApiClient({ baseURL: peer.baseURL });
    const before = peer.seen.length;
    await calls.login(client).catch(() => undefined);
    const seen = peer.seen[before]!;
    expect(new URL(seen.url, 'http://x').search).toBe('');
    expect(JSON.parse(seen.body)).toMatchObject({ username: 'u', password: 'p', grant_type: 'password' });
  });
});
