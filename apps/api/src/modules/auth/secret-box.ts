import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the TOTP secrets at rest, with a key derived (HKDF-SHA256) from the portal's
 * JWT secret, and the owner's id as associated data so a row cannot be moved to another user.
 * Rotating JWT_SECRET makes stored secrets unreadable: staff then sign in with a recovery code
 * and set two-factor sign-in up again.
 */
export function createSecretBox(masterSecret: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'intake', 'totp-secret-v1', 32));
  return {
    seal(plain: Uint8Array, owner: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed: string, owner: string): Buffer {
      if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    },
  };
}
