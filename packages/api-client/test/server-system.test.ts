import { beforeAll, describe, expect, it } from 'vitest';
import { areaPathName, endpoints, indexAreas } from '../src/contract.js';
import {
  getAllDicts,
  getAreaTree,
  getConfigByKey,
  getDeptTree,
  getDictData,
  getMenuParents,
  getUserInfo,
  listRoleKeys,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { signedIn } from './helpers/signed-in.js';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('system calls against the real server', () => {
  it('dept tree and role keys', async () => {
    const tree = endpoints.deptTree.response.parse(await getDeptTree(admin.client));
    expect(tree.length).toBeGreaterThan(0);
    const roles = endpoints.roleKeys.response.parse(await listRoleKeys(admin.client));
    expect(roles.map((r) => r.roleKey)).toContain('sup_admin');
  });

  it('area tree for a street user, with display paths from the districts down', async () => {
    const street = await signedIn('street');
    const tree = endpoints.areaTree.response.parse(await getAreaTree(street.client));
    const index = indexAreas(tree);
    expect(areaPathName(index.get('341702001001')!)).toBe('贵池区 / 秋浦街道 / 秋浦社区');
    // Outside the street user's scope, and above the picker's top level.
    expect(areaPathName(index.get('341721100001')!)).toBe('东至县 / 尧渡镇 / 尧渡社区');
    expect(areaPathName(index.get('3417')!)).toBe('池州市');
  });

  it.each([
    'sys_account_type',
    'assistive_rent_type',
    'pension_agencys',
    'order_account_type',
    'sys_account_data_type',
    'assess_rent_type',
  ])('dictionary %s', async (dictType) => {
    const entries = endpoints.dictData.response.parse(await getDictData(admin.client, dictType));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.dict_type === dictType)).toBe(true);
  });

  it('all dictionaries keyed by type', async () => {
    const all = endpoints.dictAll.response.parse(await getAllDicts(admin.client));
    expect(Object.keys(all)).toContain('sys_account_type');
  });

  it('menu parent chain of a page the user holds', async () => {
    const info = await getUserInfo(admin.client);
    const top = info.menus[0]!;
    const leaf = top.children[0] ?? top;
    const chain = endpoints.menuParents.response.parse(await getMenuParents(admin.client, leaf.id));
    expect(chain.at(-1)?.id).toBe(leaf.id);
    expect(chain[0]?.id).toBe(top.id);
  });

  it('a config by key; an unknown key is 50015', async () => {
    expect(typeof (await getConfigByKey(admin.client, 'sys.user.initPassword'))).toBe('string');
    expect((await failure(getConfigByKey(admin.client, 'no.such.key'))).code).toBe(50015);
  });
});
