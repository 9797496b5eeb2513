// libphonenumber-js's smallest metadata ('min'): it knows each country's number lengths and leading
// digits, enough to refuse '123', at about a third of the full metadata's size.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_DIAL_CODE } from './constants.ts';
import { messages, phoneNotValidForDialCode } from './messages.ts';

/** Up to 15 digits, as every phone field takes them (docs/spec/portal-spec.md §5: numeric, at most 999999999999999). */
export const isPhoneDigits = (value: string) => /^\d{1,15}$/.test(value);

/** True when `+digits` is a number of the numbering plan of the country code it starts with. */
const isInternationalNumber = (digits: string) =>
  parsePhoneNumberFromString(`+${digits}`)?.isValid() === true;

/**
 * True when `phone` (digits) can be dialled after `dialCode` (e.g. '+234', '+1-684'): the national
 * number with or without its trunk prefix ('8031234567' or '08031234567' for +234), or the whole
 * number repeating the dial code ('2348031234567'). The same rule as `toE164Phone`, which gives
 * such a number's E.164 form.
 */
export const isPhoneOfDialCode = (phone: string, dialCode: string) => toE164Phone(phone, dialCode) !== '';

/**
 * A phone taken without a dial code (alternate, emergency and payment phones): a number of the
 * default dial code (+234), or another country's number written with its country code
 * ('447911123456').
 */
export const isPhoneNumber = (phone: string) =>
  isPhoneOfDialCode(phone, DEFAULT_DIAL_CODE) || (isPhoneDigits(phone) && isInternationalNumber(phone));

// The server's numbering-plan checks. The forms' shared rules check only digits: the metadata
// (about 29 KB gzipped) would otherwise load with every signed-in page; the forms show the
// server's message instead.

/**
 * The apply form's phone against its dial code (apply, staff registration, CSV import): its E.164
 * form for the user row, or the problem with it. One parse answers both; a CSV import checks
 * 100,000 phones, and parsing each three times took 2.8 s of its CPU (issue 27.3).
 */
export function checkApplicationPhone({ phone, dialCode }: { phone: string; dialCode: string }) {
  const e164 = toE164Phone(phone, dialCode);
  return e164 ? { e164, problem: undefined } : { e164, problem: phoneNotValidForDialCode(dialCode) };
}

/**
 * A phone taken without a dial code (alternate, emergency contact, USSD). An empty or non-digit
 * phone is left to the form's own rule, which has the spec's message for it.
 */
export function phoneProblem(value: string | number | undefined) {
  const phone = String(value ?? '').trim();
  return !isPhoneDigits(phone) || isPhoneNumber(phone) ? undefined : messages.phoneNotValid;
}

/**
 * Issue 23.5: the apply form's phone as one comparable string, E.164 ('+2348031234567'), so
 * '08031234567', '8031234567' and '2348031234567' under +234 are one number; '' when the phone is
 * no number of its dial code's plan (nothing to match on).
 */
export function toE164Phone(phone: string, dialCode: string): string {
  if (!isPhoneDigits(phone)) return '';
  const code = dialCode.replace(/\D/g, '');
  const asTyped = parsePhoneNumberFromString(`+${code}${phone}`);
  if (asTyped?.isValid()) return asTyped.number;
  const withCode = phone.startsWith(code) ? parsePhoneNumberFromString(`+${phone}`) : undefined;
  return withCode?.isValid() ? withCode.number : '';
}
