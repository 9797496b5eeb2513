import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what goes into an e-mailed link. */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak gives no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
