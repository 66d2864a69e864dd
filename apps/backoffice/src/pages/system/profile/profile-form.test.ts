import { describe, expect, it } from 'vitest';
import { UpdateOwnInfoQuerySchema, UserLogoSchema } from '@eldercare/api-client/contract';
import { toLogoBody, toOwnInfoQuery } from './profile-form';

describe('profile mapping', () => {
  it('sends only filled, trimmed fields, which the server accepts', () => {
    const query = toOwnInfoQuery({
      nickName: ' 张三 ',
      phonenumber: '',
      email: undefined,
      introduction: ' 你好 ',
    });
    expect(query).toEqual({ nickName: '张三', introduction: '你好' });
    expect(UpdateOwnInfoQuerySchema.safeParse(query).success).toBe(true);
  });

  it('sends an empty avatar, which removes it', () => {
    const query = toOwnInfoQuery({ nickName: '张三', avatar: ' ' });
    expect(query).toEqual({ nickName: '张三', avatar: '' });
    expect(UpdateOwnInfoQuerySchema.safeParse(query).success).toBe(true);
  });

  it('stores blank logo fields as null', () => {
    const body = toLogoBody({ sysName: ' 池州养老 ', sysLogo: '', sysTitle: null });
    expect(body).toEqual({ sysName: '池州养老', sysLogo: null, sysTitle: null, sysIco: null });
    expect(UserLogoSchema.safeParse(body).success).toBe(true);
  });
});
