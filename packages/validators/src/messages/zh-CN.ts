/**
 * The zh-CN catalogue is the source of truth for message keys. Texts are SPEC §5's, byte for byte
 * (full-width punctuation included), except `nameWithParens.notLetters`, which the spec does not show.
 */
export const zhCN = {
  'validators.landline.invalid': '格式有误，重新输入！如010-1234567',
  'validators.mobile.invalid': '手机号码格式有误，请重新输入！',
  'validators.phone.invalid': '请输入正确的电话号码或者固话号码',
  'validators.hotline.invalid': '电话或手机号码格式有误，请重新输入！',
  'validators.email.invalid': '请输入正确的邮箱地址',
  'validators.name.hasSpace': '姓名不能包含空格！',
  'validators.name.notLetters': '请输入汉字或英文类型！',
  'validators.name.tooLong': '长度不能超过80个汉字！',
  'validators.chineseName.notChinese': '请输入汉字类型！',
  'validators.nameWithParens.notLetters': '请输入汉字、英文或括号！',
  'validators.idCard.invalid': '请输入正确的证件号码！',
  'validators.positiveInteger.invalid': '请输入正整数！',
  'validators.positiveInteger.tooLarge': '请输入小于等于2147483647的正整数！',
  'validators.minutes.tooLarge': '不能超过1440分钟！',
  'validators.creditCode.invalid': '信用代码仅由英文字母，数字组成',
  'validators.number.invalid': '格式错误，请输入数字！',
  'validators.bankCard.invalid': '请输入正确的银行卡号',
} as const;

export type MessageKey = keyof typeof zhCN;
