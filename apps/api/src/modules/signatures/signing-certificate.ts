import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { AppConfig } from '../../platform/config/app-config';
import { identityFromP12, type SigningIdentity } from './pades-signer';

const DEV_PASSPHRASE = 'development-only';

/**
 * The firm's signing certificate: SIGNATURE_P12_BASE64 (+ SIGNATURE_P12_PASSPHRASE) when set (production refuses to
 * start without it while signatures are on: see app-config); otherwise a self-signed one generated at first start
 * under VAR_DIR/signatures, kept for the next starts.
 */
export function loadSigningIdentity(config: AppConfig): SigningIdentity {
  const { p12Base64, p12Passphrase } = config.signatures;
  if (p12Base64) return identityFromP12(Buffer.from(p12Base64, 'base64'), p12Passphrase ?? '');
  const dir = join(config.varDir, 'signatures');
  const file = join(dir, 'development-signing.p12');
  try {
    return identityFromP12(readFileSync(file), DEV_PASSPHRASE);
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const p12 = selfSignedP12('Huron Tax & Accounting (development signing certificate)', DEV_PASSPHRASE);
    writeFileSync(file, p12, { mode: 0o600 });
    return identityFromP12(p12, DEV_PASSPHRASE);
  }
}

/** A self-signed RSA-2048 certificate for document signing (key from Node's crypto, certificate and P12 by node-forge). */
export function selfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Huron Tax & Accounting' },
    { name: 'stateOrProvinceName', value: 'Michigan' },
    { name: 'countryName', value: 'US' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn).getBytes(), 'binary');
}
