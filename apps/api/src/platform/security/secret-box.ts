import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Authenticated encryption (AES-256-GCM) for secrets kept in the database. Each purpose gets its own key
 * derived from the application secret; the optional context (e.g. a row id) is bound as associated data so a
 * sealed value cannot be moved to another row.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly secret: string) {}

  seal(purpose: string, plaintext: string, context = ''): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** Throws when the value was sealed with another secret, purpose or context, or was tampered with. */
  open(purpose: string, sealed: string, context = ''): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A keyed hash (HMAC-SHA-256, hex): for low-entropy secrets such as 6-digit codes, useless without the secret. */
  mac(purpose: string, value: string): string {
    return createHmac('sha256', this.key(`mac:${purpose}`))
      .update(value)
      .digest('hex');
  }

  private key(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, 'huron-secret-box', purpose, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
