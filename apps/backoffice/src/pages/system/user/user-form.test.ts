import { describe, expect, it } from 'vitest';
import {
  CreateUserSchema,
  NewPasswordSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  type UserRecord,
} from '@eldercare/api-client/contract';
import {
  USER_NAME_PATTERN,
  passwordProblemText,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  toUserQuery,
  type UserFormValues,
} from './user-form';

const record: UserRecord = {
  userId: 7,
  version: 4,
  userName: 'zhangsan',
  nickName: '张三',
  phonenumber: '13800138000',
  email: 'z@example.com',
  status: '0',
  deptId: 3,
  deptName: '秋浦街道',
  areaCode: '341702001',
  accountType: '2',
  accountDataType: 'prod',
  assistiveRentType: null,
  roles: [
    { roleId: 4, roleKey: 'street_staff', roleName: '街道' },
    { roleId: 9, roleKey: 'assessor', roleName: '评估员' },
  ],
  createTime: '2026-01-01 10:00:00',
};

describe('user form mapping', () => {
  it('round-trips a record into an update body the server schema accepts', () => {
    // The version the dialog read goes back, so the server can refuse a stale save (50016).
    const body = toUpdateBody(record.userId, toFormValues(record), record.version);
    expect(body).toMatchObject({
      userId: 7,
      version: 4,
      roleIds: [4, 9],
      deptId: 3,
      assistiveRentType: null,
    });
    expect(UpdateUserSchema.parse(body).version).toBe(4);
    // Without it the server refuses the edit.
    expect(UpdateUserSchema.safeParse({ ...body, version: undefined }).success).toBe(false);
  });

  it('trims text and leaves the password out when blank, so the server sets the initial one', () => {
    const values: UserFormValues = {
      userName: '  lisi ',
      password: '   ',
      nickName: ' 李四 ',
      phonenumber: '',
      deptId: 3,
      roleIds: [4],
      accountType: '2',
      assistiveRentType: '',
      status: '0',
    };
    const body = toCreateBody(values);
    expect(body).toEqual({
      userName: 'lisi',
      nickName: '李四',
      phonenumber: '',
      email: '',
      deptId: 3,
      roleIds: [4],
      accountType: '2',
      assistiveRentType: null,
      status: '0',
    });
    expect(CreateUserSchema.safeParse(body).success).toBe(true);
    expect(toCreateBody({ ...values, password: 'Abcdef12' })).toHaveProperty('password', 'Abcdef12');
  });

  it('refuses to build a body without the required dept', () => {
    expect(() => toCreateBody({ userName: 'a1', nickName: 'x', roleIds: [1], status: '0' })).toThrow();
  });

  it('turns filters into a list query the server accepts, ignoring unknown values', () => {
    const query = toUserQuery(
      { nickName: '张', status: '1', deptId: 5, accountType: '2', other: 'x', phonenumber: 138 },
      2,
      20,
    );
    expect(query).toEqual({ current: 2, size: 20, nickName: '张', status: '1', deptId: 5, accountType: '2' });
    expect(UserListQuerySchema.safeParse(query).success).toBe(true);
    expect(toUserQuery({ status: 'x' }, 1, 10)).toEqual({ current: 1, size: 10 });
  });
});

describe('rules mirrored from the server contract', () => {
  it('agrees with the server on passwords', () => {
    const candidates = [
      'Abcdef12',
      'abcdefghij',
      'password123',
      '1234567890',
      'Ab1',
      'x1'.repeat(33),
      'Quiet-River-7',
    ];
    for (const candidate of candidates) {
      expect(passwordProblemText(candidate, '', 'zh-CN') === null, candidate).toBe(
        NewPasswordSchema.safeParse(candidate).success,
      );
    }
    expect(passwordProblemText('password123', '', 'zh-CN')).toBe('密码过于常见，请换一个！');
    expect(passwordProblemText('manager-01', 'Manager-01', 'en')).toBe(
      'The password must not be the user name.',
    );
  });

  it('agrees with the server on user names', () => {
    for (const candidate of ['ab', 'a', 'user.name@x', 'bad name', '张三', 'a'.repeat(65)]) {
      expect(USER_NAME_PATTERN.test(candidate), candidate).toBe(
        CreateUserSchema.shape.userName.safeParse(candidate).success,
      );
    }
  });
});
