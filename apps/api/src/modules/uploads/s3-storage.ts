import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../platform/config/app-config';
import type { DocumentStorage } from './document-storage';

const PREFIX = 'uploads/';

/** Ciphertext objects in an S3-compatible bucket (AWS, MinIO, ...), shared by every app replica. */
export class S3Storage implements DocumentStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({ region: config.region, endpoint: config.endpoint, credentials: config.credentials, forcePathStyle: config.forcePathStyle });
  }

  async put(key: string, ciphertext: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key, Body: ciphertext, ContentType: 'application/octet-stream' }));
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
