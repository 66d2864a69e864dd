import type { Random } from './random.js';

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '袁',
  '潘',
  '蒋',
  '蔡',
  '余',
  '杜',
  '叶',
  '程',
  '魏',
  '苏',
  '吕',
  '丁',
  '任',
  '汪',
  '姚',
  '方',
  '章',
  '桂',
  '檀',
] as const;
const MALE = [
  '建国',
  '国强',
  '志明',
  '德华',
  '金生',
  '长根',
  '有才',
  '福林',
  '春生',
  '文斌',
  '永康',
  '宝山',
  '树林',
  '玉成',
  '洪涛',
  '克勤',
  '家驹',
  '学文',
  '明',
  '强',
  '军',
  '平',
  '华',
  '伟',
] as const;
const FEMALE = [
  '秀英',
  '桂兰',
  '玉珍',
  '淑芬',
  '凤英',
  '美华',
  '桂芝',
  '秀兰',
  '翠花',
  '春梅',
  '丽华',
  '金凤',
  '素珍',
  '月娥',
  '兰英',
  '芳',
  '霞',
  '英',
  '敏',
  '静',
] as const;
const STREETS = [
  '秋浦路',
  '长江路',
  '翠微路',
  '九华路',
  '百牙路',
  '清风路',
  '杏花村路',
  '池阳路',
  '建设路',
  '平天湖路',
] as const;

/** A realistic Chinese full name for the gender (0 male, 1 female). */
export const chineseName = (random: Random, gender: 0 | 1): string =>
  random.pick(SURNAMES) + random.pick(gender === 1 ? FEMALE : MALE);

export const mobile = (random: Random): string =>
  `1${random.pick(['3', '5', '7', '8', '9'])}${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

export const landline = (random: Random): string => `0566-${random.int(2_000_000, 8_999_999)}`;

export const address = (random: Random, areaName: string): string =>
  `${areaName}${random.pick(STREETS)}${random.int(1, 399)}号${random.int(1, 30)}栋${random.int(1, 6)}0${random.int(1, 4)}室`;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export const checkCharacter = (first17: string): string =>
  CHECK.charAt(WEIGHTS.reduce((sum, w, i) => sum + w * Number(first17.charAt(i)), 0) % 11);

/**
 * An 18-digit ID number with a correct check character, issued in `regionCode` (6 digits),
 * born on `birth` (YYYY-MM-DD), of `gender` (odd 17th digit = male, even = female).
 */
export const idNumber = (random: Random, regionCode: string, birth: string, gender: 0 | 1): string => {
  const sequence = String(random.int(0, 99)).padStart(2, '0');
  const genderDigit = gender === 1 ? random.pick([0, 2, 4, 6, 8]) : random.pick([1, 3, 5, 7, 9]);
  const first17 = `${regionCode.slice(0, 6)}${birth.replaceAll('-', '')}${sequence}${genderDigit}`;
  return first17 + checkCharacter(first17);
};

/** A birth date (YYYY-MM-DD) giving an age between `minAge` and `maxAge` today. */
export const birthDateForAge = (
  random: Random,
  minAge: number,
  maxAge: number,
  today = new Date(),
): string => {
  const age = random.int(minAge, maxAge);
  const year = today.getFullYear() - age - 1;
  // Born after today's month/day of `year`, so the birthday is still to come: age = `age` exactly.
  const start = new Date(Date.UTC(year, today.getMonth(), today.getDate() + 1)).getTime();
  const end = new Date(Date.UTC(year + 1, today.getMonth(), today.getDate())).getTime();
  const day = new Date(start + Math.floor(random.next() * ((end - start) / 86_400_000)) * 86_400_000);
  return day.toISOString().slice(0, 10);
};
