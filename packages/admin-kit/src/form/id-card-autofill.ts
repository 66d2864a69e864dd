import { isIdCardChecksumValid, parseIdCard, type IdCardInfo } from '@eldercare/validators';

export interface IdCardReading {
  info?: IdCardInfo;
  /**
   * True for a well-formed 18-digit number whose check digit is wrong: the `idCard` rule refuses it,
   * and the input's warning says why.
   */
  badChecksum: boolean;
}

/** What an ID number being typed tells the form. */
export function readIdCard(id: string | undefined, today?: Date): IdCardReading {
  const value = (id ?? '').trim();
  const info = value ? parseIdCard(value, today) : undefined;
  return { info, badChecksum: Boolean(info) && value.length === 18 && !isIdCardChecksumValid(value) };
}
