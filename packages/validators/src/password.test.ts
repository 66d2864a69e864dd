import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { checkPassword, passwordMessage, type PasswordProblem } from './password';

describe('password policy', () => {
  it('keeps the demo password the README promises', () => {
    expect(checkPassword('Admin@123456', 'admin')).toBeNull();
  });

  it('refuses short, common and user-name passwords', () => {
    expect(checkPassword('Ab1!xyz9', 'admin')).toBe('tooShort');
    expect(checkPassword('password1')).toBe('tooShort');
    expect(checkPassword('Password123', 'admin')).toBe('common');
    expect(checkPassword('aaaaaaaaaaaa')).toBe('common');
    expect(checkPassword('streetstaff01', 'StreetStaff01')).toBe('sameAsUserName');
    expect(checkPassword('10ffatsteerts', 'streetstaff01')).toBe('sameAsUserName');
    expect(checkPassword('x'.repeat(65))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('密码密码密码密码密码')).toBeNull();
    expect(checkPassword('😀😀😀😀😀1')).toBe('tooShort');
  });

  it('has a message for every problem in every locale', () => {
    const problems: PasswordProblem[] = ['tooShort', 'tooLong', 'common', 'sameAsUserName'];
    for (const locale of LOCALES)
      for (const problem of problems) expect(passwordMessage(problem, locale)).toMatch(/\S/);
  });
});
