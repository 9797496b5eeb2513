import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';

export interface S3Location {
  bucket: string;
  /** Keys are stored under this folder of the bucket ('' for the bucket's root). */
  prefix: string;
  /** Any S3-compatible service (MinIO, Ceph, R2, s3rver …); unset for AWS itself. */
  endpoint: string | undefined;
  region: string | undefined;
  forcePathStyle: boolean;
}

/** `s3://bucket[/prefix]?endpoint=http://…&region=…&forcePathStyle=true` (all query settings optional). */
export function parseStorageUrl(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error(`STORAGE_URL must be s3://bucket…: ${storageUrl}`);
  const query = url.searchParams;
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: query.get('endpoint') || undefined,
    region: query.get('region') || undefined,
    forcePathStyle: query.get('forcePathStyle') === 'true',
  };
}

export interface S3Credentials {
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  region: string | undefined;
}

/** An error a reader of a missing key sees: the same code as a missing file on disk. */
function missing(key: string, cause: unknown) {
  return Object.assign(new Error(`no stored file at ${key}`, { cause }), { code: 'ENOENT' });
}

/**
 * Uploads in an S3-compatible bucket. Files stay private (no public ACL): the portal streams
 * them to the people allowed to see them, after the same checks as for files on disk.
 */
export function createS3Storage(
  location: S3Location,
  credentials: S3Credentials,
): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: location.region ?? credentials.region ?? 'us-east-1',
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY from the config; else the SDK's own chain (instance roles …).
    credentials:
      credentials.accessKeyId && credentials.secretAccessKey
        ? { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible services reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    if (key.split('/').some((part) => part === '..' || part === '.') || key.startsWith('/')) {
      throw new Error(`storage key escapes the root: ${key}`);
    }
    return location.prefix + key;
  };
  return {
    client,
    async put(key, content) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: content,
          ContentLength: content.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    read(key) {
      const Key = objectKey(key);
      const out = new PassThrough();
      const abort = new AbortController();
      out.once('close', () => abort.abort());
      client.send(new GetObjectCommand({ Bucket, Key }), { abortSignal: abort.signal }).then(
        (answer) => {
          const body = answer.Body as Readable | undefined;
          if (!body) return out.end();
          if (out.destroyed) return body.destroy();
          body.once('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
          if (out.destroyed) return;
          const notFound = error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404;
          out.destroy(notFound ? missing(Key, error) : (error as Error));
        },
      );
      return out;
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, as `rm --force` does on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
