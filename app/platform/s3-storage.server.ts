import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertSafeKey,
  contentTypeFor,
  DEFAULT_CACHE_SECONDS,
  LIST_DEFAULTS,
  StorageError,
  type Storage,
} from "./storage.server.ts";

/**
 * The S3-compatible storage driver (AWS S3, MinIO, R2, …), used when S3 settings are configured,
 * through the AWS SDK (decision 3450). Path-style requests to the configured endpoint; every
 * logical bucket (avatars, listing-photos…) is a key prefix in one real bucket.
 */
export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch files from; unset = through this server's /media. */
  publicUrl?: string;
}

/**
 * A stream is sent in parts of this size, two at a time (S3's smallest part is 5 MiB): about
 * 10 MiB of an upload is in memory, whatever its length. A body that fits in one part is one PUT.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const EXISTS = "The resource already exists";

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** The server's refusal as a StorageError with its status and code; anything else (unreachable) as it is. */
function storageFailure(error: unknown, what: string): unknown {
  const status = statusOf(error);
  if (error instanceof S3ServiceException && status)
    return new StorageError(`${what} failed: ${error.name}`, status);
  return error;
}

export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // `<endpoint>/<bucket>/<key>`: what MinIO, s3rver and most self-hosted servers answer.
    forcePathStyle: true,
    // Checksums only where S3 demands one: the default (a CRC32 trailer on every upload) is
    // refused by several S3-compatible servers, and their answers carry none to check.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable storage fails the request in seconds rather than holding it.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  const objectKey = (bucket: string, key: string) => `${bucket}/${key}`;

  async function exists(Key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw storageFailure(error, "Upload");
    }
  }

  async function listKeys(Prefix: string) {
    const keys: string[] = [];
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix }))
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    } catch (error) {
      throw storageFailure(error, "List");
    }
    return keys;
  }

  async function removeKeys(keys: string[]) {
    for (const Key of keys) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (statusOf(error) !== 404) throw storageFailure(error, "Delete");
      }
    }
  }

  return {
    async put(bucket, key, body, opts = {}) {
      assertSafeKey(bucket, key);
      const Key = objectKey(bucket, key);
      const createOnly = opts.upsert === false;
      // A conditional write is atomic where the server has them (AWS S3, R2, MinIO); the look
      // first covers servers that ignore the header (s3rver, older MinIO).
      if (createOnly && (await exists(Key))) throw new StorageError(EXISTS, 409);
      const upload = new Upload({
        client,
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        params: {
          Bucket,
          Key,
          Body: body,
          ContentType: opts.contentType ?? contentTypeFor(key),
          CacheControl: `public, max-age=${opts.cacheControl ?? DEFAULT_CACHE_SECONDS}`,
          ...(createOnly ? { IfNoneMatch: "*" } : {}),
        },
      });
      try {
        await upload.done();
      } catch (error) {
        if (createOnly && statusOf(error) === 412) throw new StorageError(EXISTS, 409);
        throw storageFailure(error, "Upload");
      }
    },
    async get(bucket, key) {
      assertSafeKey(bucket, key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        const bytes = await object.Body!.transformToByteArray();
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: object.ContentType ?? contentTypeFor(key),
          cacheControl: object.CacheControl ?? `public, max-age=${DEFAULT_CACHE_SECONDS}`,
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw storageFailure(error, "Download");
      }
    },
    async list(bucket, prefix, opts = {}) {
      const { limit, offset, sortBy } = { ...LIST_DEFAULTS, ...opts };
      if (prefix) assertSafeKey(bucket, prefix);
      const root = `${bucket}/${prefix ? `${prefix}/` : ""}`;
      const names = (await listKeys(root)).map((k) => k.slice(root.length)).sort();
      if (sortBy.order === "desc") names.reverse();
      return names.slice(offset, offset + limit).map((name) => ({ name }));
    },
    async remove(bucket, keys) {
      for (const key of keys) assertSafeKey(bucket, key);
      await removeKeys(keys.map((key) => objectKey(bucket, key)));
    },
    async removePrefixes(bucket, prefixes) {
      for (const prefix of prefixes) {
        assertSafeKey(bucket, prefix);
        await removeKeys(await listKeys(`${bucket}/${prefix}/`));
      }
    },
    publicUrl(bucket, key) {
      assertSafeKey(bucket, key);
      return options.publicUrl
        ? `${options.publicUrl.replace(/\/$/, "")}/${bucket}/${key}`
        : `/media/${bucket}/${key}`;
    },
  };
}
