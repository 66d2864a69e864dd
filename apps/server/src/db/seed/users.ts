import type { DeptKey } from './org.js';

/** The shared demo password (README lists it; printed at start). */
export const DEMO_PASSWORD = 'Admin@123456';

export interface UserSeed {
  userName: string;
  nickName: string;
  dept: DeptKey;
  roles: string[];
  accountType: string;
  dataType?: 'prod' | 'test' | 'trial';
  assistiveRentType?: string;
  phone?: string;
}

export const DEMO_USERS: readonly UserSeed[] = [
  {
    userName: 'admin',
    nickName: '超级管理员',
    dept: 'city',
    roles: ['sup_admin'],
    accountType: '1',
    phone: '13800000001',
  },
  { userName: 'sysadmin', nickName: '系统管理员', dept: 'city', roles: ['sys_admin'], accountType: '1' },
  {
    userName: 'opsummary',
    nickName: '运营汇总',
    dept: 'city',
    roles: ['operate_summary_manage'],
    accountType: '1',
  },
  { userName: 'operator', nickName: '运营专员', dept: 'guichi', roles: ['operate_manage'], accountType: '1' },
  { userName: 'devops', nickName: '运维专员', dept: 'city', roles: ['dev_manage'], accountType: '1' },
  { userName: 'street', nickName: '秋浦街道专干', dept: 'qiupu', roles: ['street_staff'], accountType: '2' },
  { userName: 'lishan', nickName: '里山街道专干', dept: 'lishan', roles: ['street_staff'], accountType: '2' },
  // Two roles, for the role switch (SPEC §4): system administration of the street, and street work.
  {
    userName: 'streetadmin',
    nickName: '里山街道管理员',
    dept: 'lishan',
    roles: ['sys_admin', 'street_staff'],
    accountType: '2',
  },
  {
    userName: 'institution',
    nickName: '友康养老院',
    dept: 'institution',
    roles: ['institution_staff'],
    accountType: '3',
  },
  {
    userName: 'provider',
    nickName: '安康服务中心',
    dept: 'provider',
    roles: ['service_provider'],
    accountType: '4',
  },
  { userName: 'assessor', nickName: '评估员张三', dept: 'assessment', roles: ['assessor'], accountType: '5' },
  {
    userName: 'association',
    nickName: '会员单位',
    dept: 'association',
    roles: ['association_member'],
    accountType: '8',
    assistiveRentType: 'member_unit',
  },
  {
    userName: 'secretariat',
    nickName: '秘书处综合业务部',
    dept: 'secretariat',
    roles: ['secretariat_comprehensive'],
    accountType: '8',
    assistiveRentType: 'office',
  },
  {
    userName: 'visitcare',
    nickName: '探访关爱专员',
    dept: 'guichi',
    roles: ['operate_manage'],
    accountType: '10',
  },
  {
    userName: 'trial',
    nickName: '试用账号',
    dept: 'guichi',
    roles: ['operate_manage'],
    accountType: '1',
    dataType: 'trial',
  },
];
