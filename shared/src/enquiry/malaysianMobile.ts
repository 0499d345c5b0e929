/**
 * A Malaysian mobile number as visitors type it: an optional plus, an optional 6 (country code
 * 60 without its 0), then 01, a network digit (0-4 or 6-9; 015 numbers are not mobiles),
 * optional dashes, then 7 or 8 digits. '012-3456789', '+6011-23456789', '60123456789'.
 */
export const malaysianMobilePattern = /^\+?6?01[0-46-9]-*\d{7,8}$/;

export function isMalaysianMobile(phone: string): boolean {
  return malaysianMobilePattern.test(phone);
}

/** Longer than any way of typing a number the pattern takes needs; "012" + 6,000 dashes is not one. */
export const longestMobileNumber = 20;

/**
 * The number as the school dials it: +60, then the digits after the trunk 0
 * ('012-3456789', '+6012-3456789' and '60123456789' are all '+60123456789').
 */
export function normalisedMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+60${digits.slice(digits.indexOf('01') + 1)}`;
}
