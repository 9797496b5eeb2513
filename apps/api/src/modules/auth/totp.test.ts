import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 rows: the 20-byte ASCII key "12345678901234567890", 8 digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('gives the RFC test vector at T=%i', (time, code) => {
    expect(totp(rfcKey, time, 8)).toBe(code);
    // Six digits are the last six of the same truncated value.
    expect(totp(rfcKey, time)).toBe(code.slice(2));
  });

  it('gives the RFC 4226 HOTP values for counters 0 and 9', () => {
    expect(hotp(rfcKey, 0)).toBe('755224');
    expect(hotp(rfcKey, 9)).toBe('520489');
  });

  it('accepts the step before and after, not two away, and never a replayed step', () => {
    const now = 1_700_000_000;
    expect(verifyTotp(rfcKey, totp(rfcKey, now), now)).toEqual({ step: Math.floor(now / 30) });
    expect(verifyTotp(rfcKey, totp(rfcKey, now - 30), now)).toEqual({ step: Math.floor(now / 30) - 1 });
    expect(verifyTotp(rfcKey, totp(rfcKey, now + 30), now)).toEqual({ step: Math.floor(now / 30) + 1 });
    expect(verifyTotp(rfcKey, totp(rfcKey, now - 60), now)).toBe('wrong');
    expect(verifyTotp(rfcKey, totp(rfcKey, now), now, Math.floor(now / 30))).toBe('used');
    expect(verifyTotp(rfcKey, 'abcdef', now)).toBe('wrong');
    expect(verifyTotp(rfcKey, '1234567', now)).toBe('wrong');
  });

  it('round-trips base32 (RFC 4648 vectors) and builds an otpauth URI', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(otpauthUri('GEZDGNBV', 'ada@intake.test', 'Intake')).toBe(
      'otpauth://totp/Intake:ada%40intake.test?secret=GEZDGNBV&issuer=Intake&algorithm=SHA1&digits=6&period=30',
    );
  });
});
