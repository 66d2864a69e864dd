import { DEMO_PASSWORD } from '../db/seed/users.js';

/**
 * Passwords of ten or more characters that pass the shared policy yet sit near the top of public
 * breach lists, mostly the "Word@digits" shape that policies with symbol rules breed. Kept short:
 * it guards one value, the first administrator's, and the policy's own list covers the rest.
 * Compared case-insensitively.
 */
const BREACHED_PASSWORDS: readonly string[] = [
  'Admin@12345678',
  'Admin@123456789',
  'Admin#123456',
  'Admin!123456',
  'Admin123456!',
  'Admin@2023',
  'Admin@2024',
  'Admin@2025',
  'Admin@2026',
  'Administrator1',
  'Password@1234',
  'Password123!',
  'Password1234!',
  'P@ssw0rd1234',
  'P@ssw0rd!23',
  'P@55w0rd123',
  'Passw0rd@123',
  'Qwer@123456',
  'Qwer1234!@#$',
  'Qwerty@12345',
  'Qwerty123!@#',
  'Abc@123456',
  'Abcd@123456',
  'Abc123456!',
  'Aa@123456789',
  'Aa12345678!',
  'Welcome@123',
  'Welcome@2024',
  'Welcome1234!',
  'Test@123456',
  'Root@123456',
  'Huawei@123',
  'Huawei12#$',
  'Changeme@123',
  'Sample@123456',
  '1qaz@WSX#EDC',
  '1qaz2wsx#EDC',
  'Zxcv@123456',
  'Asdf@123456',
  'Woaini@1314',
  'Eldercare@123',
  'Eldercare@2026',
];

const PUBLISHED = new Set([DEMO_PASSWORD, ...BREACHED_PASSWORDS].map((p) => p.toLowerCase()));

/**
 * Whether a password must never protect a real account although the policy lets it pass: the
 * published demo password (the README prints it) or one on the breach list above.
 */
export const isPublishedPassword = (password: string): boolean => PUBLISHED.has(password.toLowerCase());
