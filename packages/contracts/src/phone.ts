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
 * number repeating the dial code ('2348031234567').
 */
export function isPhoneOfDialCode(phone: string, dialCode: string): boolean {
  if (!isPhoneDigits(phone)) return false;
  const code = dialCode.replace(/\D/g, '');
  return isInternationalNumber(`${code}${phone}`) || (phone.startsWith(code) && isInternationalNumber(phone));
}

/**
 * A phone taken without a dial code (alternate, emergency and payment phones): a number of the
 * default dial code (+234), or another country's number written with its country code
 * ('447911123456').
 */
export const isPhoneNumber = (phone: string) =>
  isPhoneOfDialCode(phone, DEFAULT_DIAL_CODE) || (isPhoneDigits(phone) && isInternationalNumber(phone));

/**
 * The server's numbering-plan checks. The forms' shared rules check only digits: the metadata
 * (about 29 KB gzipped) would otherwise load with every signed-in page; the forms show the
 * server's message instead.
 */
/** The apply form's phone against its dial code (apply, staff registration, CSV import). */
export const applicationPhoneProblem = ({ phone, dialCode }: { phone: string; dialCode: string }) =>
  isPhoneOfDialCode(phone, dialCode) ? undefined : phoneNotValidForDialCode(dialCode);

/**
 * A phone taken without a dial code (alternate, emergency contact, USSD). An empty or non-digit
 * phone is left to the form's own rule, which has the spec's message for it.
 */
export function phoneProblem(value: string | number | undefined) {
  const phone = String(value ?? '').trim();
  return !isPhoneDigits(phone) || isPhoneNumber(phone) ? undefined : messages.phoneNotValid;
}

/** The number in E.164 (+2348031234567) for SMS and WhatsApp, or undefined when it cannot be dialled. */
export function toE164(phone: string, dialCode: string): string | undefined {
  if (!isPhoneOfDialCode(phone, dialCode)) return undefined;
  const code = dialCode.replace(/\D/g, '');
  const whole = parsePhoneNumberFromString(`+${code}${phone}`);
  if (whole?.isValid()) return whole.number;
  const repeated = parsePhoneNumberFromString(`+${phone}`);
  return repeated?.isValid() ? repeated.number : undefined;
}
