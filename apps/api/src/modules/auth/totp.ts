import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 time-based one-time passwords with HMAC-SHA1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code from the step before or after the current one is accepted too (clock drift). */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226 recommends the HMAC-SHA1 output length). */
export const createTotpSecret = () => randomBytes(20);

export const totpStep = (unixSeconds: number) => Math.floor(unixSeconds / TOTP_STEP_SECONDS);

/** HOTP (RFC 4226) of one counter value: dynamic truncation, then the last `digits` digits. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for a moment (unix seconds). */
export const totp = (secret: Uint8Array, unixSeconds: number, digits = TOTP_DIGITS) =>
  hotp(secret, totpStep(unixSeconds), digits);

/** What a code is: a match on an unused step, a match on a step already used (a replay), or wrong. */
export type TotpCheck = { step: number } | 'used' | 'wrong';

/**
 * The step whose code matches, searching the current step ±TOTP_WINDOW. A step at or before
 * `notAfterStep` (the last one used) never counts, so a code cannot be replayed; it is told apart
 * from a wrong code so that the person can be asked to wait for the next one.
 */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  unixSeconds: number,
  notAfterStep: number | null = null,
): TotpCheck {
  if (!/^\d{6}$/.test(code)) return 'wrong';
  const current = totpStep(unixSeconds);
  const given = Buffer.from(code);
  let matched: number | undefined;
  let replayed = false;
  // Every candidate is computed and compared, so the time taken does not tell which one matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(secret, step));
    if (!timingSafeEqual(expected, given)) continue;
    if (notAfterStep === null || step > notAfterStep) matched ??= step;
    else replayed = true;
  }
  if (matched !== undefined) return { step: matched };
  return replayed ? 'used' : 'wrong';
}

/** The otpauth URI authenticator apps import (by QR code or pasted). */
export function otpauthUri(secretBase32: string, account: string, issuer: string) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
