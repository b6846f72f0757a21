import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import { requestTimestamp } from './timestamp-client';

/** id-aa-signatureTimeStampToken (RFC 3161 appendix A): the TSA's token over the signature value. */
const SIGNATURE_TIMESTAMP_OID = '1.2.840.113549.1.9.16.2.14';
/** id-aa-signingCertificateV2 (RFC 5035): which certificate made the signature, bound into what is signed. */
const SIGNING_CERTIFICATE_V2_OID = '1.2.840.113549.1.9.16.2.47';

const OIDS = forge.pki.oids as Record<string, string>;
const CERT_BAG = OIDS['certBag']!;
const SHROUDED_KEY_BAG = OIDS['pkcs8ShroudedKeyBag']!;
const KEY_BAG = OIDS['keyBag']!;

export interface SigningIdentity {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
}

/** Reads the firm's P12 (PKCS #12) into the key and its certificate (the one whose public key matches). */
export function identityFromP12(p12: Buffer, passphrase: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const certificates = (parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag: forge.pkcs12.Bag) => (bag.cert ? [bag.cert] : []));
  const keyBag = parsed.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG]?.[0] ?? parsed.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('the P12 holds no private key');
  const certificate = certificates.find((cert: forge.pki.Certificate) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
  });
  if (!certificate) throw new Error('the P12 holds no certificate for its private key');
  return { key, certificate, chain: certificates };
}

const { asn1 } = forge;
const der = (node: forge.asn1.Asn1): string => asn1.toDer(node).getBytes();

/**
 * The ESS signing-certificate-v2 attribute (RFC 5035) for a certificate: SigningCertificateV2 { certs: [ESSCertIDv2 {
 * certHash: SHA-256 of the certificate (the default hash, so no algorithm is written), issuerSerial: { issuer as a
 * directoryName, serialNumber } }] }. PAdES baseline B requires it among the signed attributes.
 */
export function signingCertificateV2(certificate: forge.pki.Certificate): forge.asn1.Asn1 {
  const certificateAsn1 = forge.pki.certificateToAsn1(certificate);
  const tbs = (certificateAsn1.value as forge.asn1.Asn1[])[0]!;
  const tbsParts = tbs.value as forge.asn1.Asn1[];
  // tbsCertificate: [0] version (explicit, present in v3), serialNumber, signature, issuer...
  const hasVersion = tbsParts[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC;
  const serial = tbsParts[hasVersion ? 1 : 0]!;
  const issuer = tbsParts[hasVersion ? 3 : 2]!;
  const hash = forge.md.sha256.create().update(der(certificateAsn1)).digest().getBytes();
  const essCertIdV2 = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, hash),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [asn1.fromDer(der(issuer))])]),
      asn1.fromDer(der(serial)),
    ]),
  ]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SIGNING_CERTIFICATE_V2_OID).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [essCertIdV2])]),
    ]),
  ]);
}

/** The SignerInfo inside a forge SignedData ContentInfo, as its list of parts. */
function signerInfoParts(contentInfo: forge.asn1.Asn1): forge.asn1.Asn1[] {
  const signedData = (contentInfo.value as forge.asn1.Asn1[])[1]!.value[0] as forge.asn1.Asn1;
  const signerInfos = (signedData.value as forge.asn1.Asn1[]).at(-1)!;
  return (signerInfos.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
}

/**
 * A CMS detached signature for PAdES (SubFilter ETSI.CAdES.detached): SHA-256 with RSA, the signed attributes
 * content type, message digest and ESS signing-certificate-v2 (no signing-time: the PDF signature dictionary's M
 * carries the time), and, when a TSA is configured, an RFC 3161 signature timestamp as an unsigned attribute.
 * node-forge writes only the first two, so the third is added to its SignerInfo and the attributes are signed again.
 */
export class PadesSigner extends Signer {
  constructor(
    private readonly identity: SigningIdentity,
    private readonly tsaUrl?: string,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const cert of this.identity.chain) p7.addCertificate(cert);
    p7.addSigner({
      // forge's own signature over its two attributes is replaced in addSigningCertificate: skip that RSA operation.
      key: { sign: () => '' } as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.identity.certificate,
      digestAlgorithm: OIDS['sha256']!,
      authenticatedAttributes: [{ type: OIDS['contentType']!, value: OIDS['data']! }, { type: OIDS['messageDigest']! }],
    });
    p7.sign({ detached: true });
    const contentInfo = p7.toAsn1();
    this.addSigningCertificate(contentInfo);
    if (this.tsaUrl) await this.addTimestamp(contentInfo, this.tsaUrl);
    return Buffer.from(forge.asn1.toDer(contentInfo).getBytes(), 'binary');
  }

  /**
   * Adds signing-certificate-v2 to the signed attributes (sorted as DER sorts a SET OF, since verifiers re-encode it)
   * and replaces the signature value with one over the new attributes.
   */
  private addSigningCertificate(contentInfo: forge.asn1.Asn1): void {
    const parts = signerInfoParts(contentInfo);
    const attributes = parts.find((part) => part.tagClass === asn1.Class.CONTEXT_SPECIFIC && part.type === 0)!;
    const list = [...(attributes.value as forge.asn1.Asn1[]), signingCertificateV2(this.identity.certificate)];
    const sorted = list
      .map((attribute) => ({ attribute, bytes: der(attribute) }))
      .sort((a, b) => Buffer.compare(Buffer.from(a.bytes, 'binary'), Buffer.from(b.bytes, 'binary')))
      .map((entry) => entry.attribute);
    attributes.value = sorted;
    const signed = der(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, sorted));
    const digest = forge.md.sha256.create().update(signed);
    const signature = parts.filter((part) => part.tagClass === asn1.Class.UNIVERSAL && part.type === asn1.Type.OCTETSTRING).at(-1)!;
    signature.value = this.identity.key.sign(digest);
  }

  private async addTimestamp(contentInfo: forge.asn1.Asn1, tsaUrl: string): Promise<void> {
    const parts = signerInfoParts(contentInfo);
    const signature = parts.filter((part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING).at(-1)!;
    const token = await requestTimestamp(tsaUrl, Buffer.from(signature.value as string, 'binary'));
    parts.push(
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SIGNATURE_TIMESTAMP_OID).getBytes()),
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [asn1.fromDer(forge.util.createBuffer(token.toString('binary')))]),
        ]),
      ]),
    );
  }
}
