import { describe, expect, it } from 'vitest';
import { fieldError, loginErrors } from './login-form';

describe('login form checks', () => {
  it('asks for every empty field', () => {
    expect(loginErrors({ username: '', password: '', validCode: '' })).toEqual({
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
      validCode: 'login.captchaRequired',
    });
  });

  it('treats a blank username or captcha as empty, but not a password of spaces', () => {
    expect(fieldError('username', '   ')).toBe('login.usernameRequired');
    expect(fieldError('validCode', ' \t')).toBe('login.captchaRequired');
    expect(fieldError('password', '  ')).toBeUndefined();
  });

  it('passes a filled-in form', () => {
    expect(loginErrors({ username: 'admin', password: 'x', validCode: '12ab' })).toEqual({});
  });
});
