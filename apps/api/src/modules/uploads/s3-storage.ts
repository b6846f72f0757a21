import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../platform/config/app-config';
import type { DocumentStorage } from './document-storage';

const PREFIX = 'uploads/';
/** S3's smallest part but the last: an upload holds at most this much (plus one piece) in memory. */
export const PART_BYTES = 5 * 1024 * 1024;

/** Ciphertext objects in an S3-compatible bucket (AWS, MinIO, ...), shared by every app replica. */
export class S3Storage implements DocumentStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({ region: config.region, endpoint: config.endpoint, credentials: config.credentials, forcePathStyle: config.forcePathStyle });
  }

  /**
   * The length is unknown until the stream ends, and PutObject needs it up front: an object that fits in one part is
   * put whole, a bigger one goes up as a multipart upload, part by part, aborted when the stream fails.
   */
  async write(key: string, ciphertext: Readable): Promise<void> {
    const target = { Bucket: this.config.bucket, Key: PREFIX + key };
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const sendPart = async (body: Buffer) => {
      uploadId ??= (await this.client.send(new CreateMultipartUploadCommand({ ...target, ContentType: 'application/octet-stream' }))).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
      parts.push({ ETag, PartNumber });
    };
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const piece of ciphertext) {
        pending.push(piece as Buffer);
        pendingBytes += (piece as Buffer).length;
        if (pendingBytes >= PART_BYTES) {
          await sendPart(Buffer.concat(pending));
          pending = [];
          pendingBytes = 0;
        }
      }
      const rest = Buffer.concat(pending);
      if (!uploadId) {
        await this.client.send(new PutObjectCommand({ ...target, Body: rest, ContentLength: rest.length, ContentType: 'application/octet-stream' }));
        return;
      }
      if (rest.length) await sendPart(rest);
      await this.client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      if (uploadId) await this.client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key }));
    if (!object.Body) throw new Error('empty object');
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key }));
  }
}
