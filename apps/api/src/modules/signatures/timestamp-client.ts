import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
const SHA256_OID = '2.16.840.1.101.3.4.2.1';

/**
 * Asks an RFC 3161 time-stamping authority for a token over `data` (SHA-256 imprint, a random nonce, its
 * certificate included) and returns the token (a CMS ContentInfo, DER). Refuses a response that is not granted.
 */
export async function requestTimestamp(tsaUrl: string, data: Buffer): Promise<Buffer> {
  const imprint = createHash('sha256').update(data).digest();
  const nonce = randomBytes(8);
  nonce[0] = nonce[0]! & 0x7f;
  const request = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SHA256_OID).getBytes()),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
      ]),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, imprint.toString('binary')),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, nonce.toString('binary')),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
  ]);
  const response = await fetch(tsaUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: Buffer.from(asn1.toDer(request).getBytes(), 'binary'),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`the time-stamping authority answered ${response.status}`);
  const parsed = asn1.fromDer(forge.util.createBuffer(Buffer.from(await response.arrayBuffer()).toString('binary')));
  const [status, token] = parsed.value as forge.asn1.Asn1[];
  const granted = asn1.derToInteger(forge.util.createBuffer(((status!.value as forge.asn1.Asn1[])[0]!.value as string) ?? ''));
  if ((granted !== 0 && granted !== 1) || !token) throw new Error(`the time-stamping authority refused the request (status ${granted})`);
  return Buffer.from(asn1.toDer(token).getBytes(), 'binary');
}
