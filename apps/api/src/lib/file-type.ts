import path from 'node:path';

/** Recognises a file by its first bytes, never by its name or the browser's claim. */
export interface DetectedType {
  format: 'jpg' | 'png' | 'webp' | 'pdf';
  mimeType: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

export function detectFileType(bytes: Buffer): DetectedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { format: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { format: 'webp', mimeType: 'image/webp' };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { format: 'pdf', mimeType: 'application/pdf' };
  return undefined;
}

/**
 * The name a file is stored, served and mailed under: the sender's name made safe, with its
 * extension replaced by the detected format's (a PNG sent as `receipt.html` is `receipt.png`), so
 * that no mail client or download opens it as something it is not.
 */
export function fileNameFor(sentName: string, format: string) {
  const safe = path
    .basename(sentName)
    .replace(/[^\w.\- ()]/g, '_')
    .slice(0, 200);
  const stem = safe.replace(/\.[^.]*$/, '') || 'upload';
  return `${stem}.${format}`;
}
