/**
 * Removes PKCS#1 v1.5 encryption padding (RFC 8017 §7.2.2: 00 02 PS 00 M, PS at least 8 non-zero
 * bytes). Every byte is visited and no branch depends on the data until the single verdict, so
 * the time taken does not tell where the padding went wrong (the Bleichenbacher/Marvin family of
 * attacks measures exactly that). Returns the message, or null when the padding is invalid.
 */
export const unpadPkcs1v15 = (encoded: Uint8Array): Uint8Array | null => {
  let invalid = (encoded[0] ?? 1) | ((encoded[1] ?? 0) ^ 0x02);
  let separator = 0;
  let found = 0;
  for (let i = 2; i < encoded.length; i += 1) {
    const isZero = (((encoded[i] ?? 0) - 1) >>> 31) & 1;
    const isFirstZero = isZero & (found ^ 1);
    separator |= -isFirstZero & i;
    found |= isZero;
  }
  invalid |= found ^ 1;
  // Fewer than 8 padding bytes: the separator sits before index 10.
  invalid |= ((separator - 10) >>> 31) & 1;
  return invalid === 0 ? encoded.subarray(separator + 1) : null;
};
