import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@intake/contracts/one-time-code';

/** A fresh code of ONE_TIME_CODE_LENGTH digits, leading zeros kept. */
export const newOneTimeCode = () =>
  String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');

/**
 * The stored form of a code: keyed with the portal's secret and bound to what it confirms (its
 * purpose and subject), so that a stolen row reveals no code and one row's code fits no other.
 */
export const oneTimeCodeHash = (secret: Uint8Array, purpose: string, subject: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${subject}\n${code}`).digest('hex');

/** Compares two stored forms in constant time. */
export const sameOneTimeCodeHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
