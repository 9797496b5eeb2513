/**
 * Where the API serves a stored file, declared once: the API builds each file's address from it
 * and the web recognises an address of its own API by it (only those get the session token).
 * Plain strings, no zod: the header of every screen reads it.
 */
const FILES = '/api/files';

export const storedFilePaths = { upload: FILES, file: `${FILES}/:id` } as const;

/** The path a stored file is served at (its id is a UUID). */
export const storedFilePath = (id: string) => `${FILES}/${id}`;

const STORED_FILE = new RegExp(`${FILES}/([0-9a-f-]{36})$`, 'i');

/**
 * The id of the stored file an address or a path names ('…/api/files/{id}', a query left out),
 * else undefined. The end is what counts: a PUBLIC_URL may carry a path of its own.
 */
export const storedFileIdOf = (address: string) => STORED_FILE.exec(address.split('?')[0] ?? '')?.[1];
