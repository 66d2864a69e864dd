import type { MessageKey } from './zh-CN';

export const es: Record<MessageKey, string> = {
  'validators.landline.invalid':
    'Número de teléfono fijo no válido; vuelva a introducirlo (p. ej., 010-1234567).',
  'validators.mobile.invalid': 'Número de móvil no válido; vuelva a introducirlo.',
  'validators.phone.invalid': 'Introduzca un número de móvil o de teléfono fijo válido.',
  'validators.hotline.invalid': 'Número de teléfono o de móvil no válido; vuelva a introducirlo.',
  'validators.email.invalid': 'Introduzca una dirección de correo electrónico válida.',
  'validators.name.hasSpace': 'El nombre no puede contener espacios.',
  'validators.name.notLetters': 'Introduzca solo caracteres chinos o letras (A-Z).',
  'validators.name.tooLong': 'El nombre debe tener menos de 80 caracteres.',
  'validators.chineseName.notChinese': 'Introduzca solo caracteres chinos.',
  'validators.nameWithParens.notLetters': 'Introduzca solo caracteres chinos, letras (A-Z) o paréntesis.',
  'validators.idCard.invalid': 'Introduzca un número de documento de identidad válido.',
  'validators.positiveInteger.invalid': 'Introduzca un número entero positivo.',
  'validators.positiveInteger.tooLarge': 'Introduzca un número entero positivo menor o igual que 2147483647.',
  'validators.minutes.tooLarge': 'No puede superar los 1440 minutos.',
  'validators.creditCode.invalid': 'El código de crédito solo puede contener letras (A-Z) y dígitos.',
  'validators.number.invalid': 'Formato no válido; introduzca un número.',
  'validators.bankCard.invalid': 'Introduzca un número de tarjeta bancaria válido.',
};
