import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it('grades by length and character classes', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcd1234')).toBe('weak');
    expect(passwordStrength('abcde12345')).toBe('medium');
    expect(passwordStrength('Abcd1234')).toBe('medium');
    expect(passwordStrength('Abcd1234!xyz')).toBe('strong');
    expect(passwordStrength('Admin@123456')).toBe('strong');
  });
});
