export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * A coarse strength for the meter: length and character classes. The acceptance rule is the
 * server's policy (`meetsPasswordPolicy`); this only guides the choice.
 */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 12 && classes >= 3) return 'strong';
  if (password.length >= 8 && classes >= 3) return 'medium';
  if (password.length >= 10 && classes >= 2) return 'medium';
  return 'weak';
}

export const STRENGTH_PERCENT: Record<PasswordStrength, number> = { weak: 33, medium: 66, strong: 100 };
