import type { MessageKey } from './zh-CN';

export const en: Record<MessageKey, string> = {
  'validators.landline.invalid': 'Invalid landline number, please re-enter (e.g. 010-1234567).',
  'validators.mobile.invalid': 'Invalid mobile number, please re-enter.',
  'validators.phone.invalid': 'Please enter a valid mobile or landline number.',
  'validators.hotline.invalid': 'Invalid phone or mobile number, please re-enter.',
  'validators.email.invalid': 'Please enter a valid email address.',
  'validators.name.hasSpace': 'The name must not contain spaces.',
  'validators.name.notLetters': 'Please enter Chinese characters or English letters only.',
  'validators.name.tooLong': 'The name must be shorter than 80 characters.',
  'validators.chineseName.notChinese': 'Please enter Chinese characters only.',
  'validators.nameWithParens.notLetters':
    'Please enter Chinese characters, English letters or parentheses only.',
  'validators.idCard.invalid': 'Please enter a valid ID number.',
  'validators.positiveInteger.invalid': 'Please enter a positive integer.',
  'validators.positiveInteger.tooLarge': 'Please enter a positive integer no greater than 2147483647.',
  'validators.minutes.tooLarge': 'Cannot exceed 1440 minutes.',
  'validators.creditCode.invalid': 'The credit code may contain only English letters and digits.',
  'validators.number.invalid': 'Invalid format, please enter a number.',
  'validators.bankCard.invalid': 'Please enter a valid bank card number.',
};
