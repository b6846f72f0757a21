import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { letterText } from './letter-catalogue';
import { identityFromP12, PadesSigner } from './pades-signer';
import { isUsablePng, renderLetter, sealDocument, sha256 } from './signature-pdf';
import { selfSignedP12 } from './signing-certificate';

/** A poppler tool (poppler-utils, installed by .ci/run) on the bytes: its output, whatever the exit code. */
function poppler(tool: 'pdfsig' | 'pdftotext', pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), pdf);
    try {
      return execFileSync(tool, tool === 'pdftotext' ? [join(dir, 'd.pdf'), '-'] : [join(dir, 'd.pdf')], { encoding: 'utf8' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfsig = (pdf: Buffer) => poppler('pdfsig', pdf);

/**
 * The PDF's CMS signature checked by OpenSSL over the signed byte ranges (the certificate is self-signed: -noverify
 * skips only the chain), and printed: `openssl cms -verify` also checks that a signing-certificate-v2 attribute names
 * the signer's certificate.
 */
function opensslCms(pdf: Buffer): { verify: string; print: string } {
  const text = pdf.toString('latin1');
  const [a, b, c, d] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.slice(1).map(Number) as [number, number, number, number];
  const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text)![1]!.replace(/(00)+$/, '');
  const dir = mkdtempSync(join(tmpdir(), 'cms-'));
  try {
    writeFileSync(join(dir, 'content'), Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
    writeFileSync(join(dir, 'signature.der'), Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
    const args = ['cms', '-inform', 'DER', '-in', join(dir, 'signature.der')];
    let verify: string;
    try {
      verify = execFileSync('openssl', [...args, '-verify', '-noverify', '-binary', '-content', join(dir, 'content'), '-out', join(dir, 'out')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      verify += 'Verification successful';
    } catch (error) {
      verify = String((error as { stderr?: string }).stderr);
    }
    return { verify, print: execFileSync('openssl', [...args, '-cmsout', '-print'], { encoding: 'utf8' }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Text as read from a PDF or the catalogue, for comparing words: without the bidi marks pdftotext puts around runs
 * and without punctuation (where pdftotext places a comma or period at a run's edge is its own choice), spaces collapsed.
 */
const words = (text: string) =>
  text
    .replace(/[\u202a-\u202e\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/[،.,:;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const letter = {
  clientName: 'José Q. Público',
  taxYear: 2025,
  kind: 'individual',
  scope: 'Form 1040 and MI-1040',
  fee: '$350.00',
  createdAt: new Date('2026-11-01T12:00:00Z'),
};
const mark = {
  role: 'taxpayer',
  name: 'José Q. Público',
  typedName: 'José Q. Público',
  email: 'jose@example.com',
  signedAt: new Date('2026-11-02T15:30:00Z'),
  authentication: 'password',
  ip: '198.51.100.7',
  userAgent: 'Test',
  consentVersion: '2026-11-27',
};

describe('signature PDFs', () => {
  const identity = identityFromP12(selfSignedP12('Unit test signer', 'pass'), 'pass');

  it('renders the same letter to the same bytes (the hash the signer saw is the hash sealed)', async () => {
    const [a, b] = [await renderLetter(letter, letterText()), await renderLetter(letter, letterText())];
    expect(sha256(a)).toBe(sha256(b));
  });

  it('seals with a PAdES signature pdfsig finds valid over the whole document; one flipped byte makes it invalid', async () => {
    const original = await renderLetter(letter, letterText());
    const { signed, hashBefore, hashAfter } = await sealDocument(
      original,
      { requestId: 'r1', title: 'Engagement letter', signers: [mark], sealedAt: new Date() },
      new PadesSigner(identity),
      letterText(),
    );
    expect(hashBefore).toBe(sha256(original));
    expect(hashAfter).not.toBe(hashBefore);
    const report = pdfsig(signed);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature is Valid.');
    const flipped = Buffer.from(signed);
    flipped[11] = flipped[11]! ^ 1;
    expect(pdfsig(flipped)).not.toContain('Signature is Valid.');
  });

  it('signs the ESS signing-certificate-v2 attribute (PAdES baseline B) naming the firm certificate by its SHA-256; OpenSSL verifies it', async () => {
    const { signed } = await sealDocument(
      await renderLetter(letter, letterText()),
      { requestId: 'r1', title: 'Engagement letter', signers: [mark], sealedAt: new Date() },
      new PadesSigner(identity),
      letterText(),
    );
    const { verify, print } = opensslCms(signed);
    expect(verify).toContain('Verification successful');
    expect(print).toContain('id-smime-aa-signingCertificateV2');
    const certificateHash = createHash('sha256')
      .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(identity.certificate)).getBytes(), 'binary'))
      .digest('hex');
    // openssl prints the certHash octets as hex dump lines; compare without separators.
    expect(print.replace(/[^0-9a-f]/gi, '').toLowerCase()).toContain(certificateHash);
    expect(pdfsig(signed)).toContain('Signature is Valid.');
  });

  it('renders the letter and its audit-trail page in Arabic: shaped, right to left, extractable in logical order; the seal holds', async () => {
    const t = letterText('ar');
    const arabic = { ...letter, clientName: 'ليلى حداد', scope: 'نموذج 1040 (Form 1040) ونموذج MI-1040' };
    const original = await renderLetter(arabic, t);
    const text = words(poppler('pdftotext', original));
    // The client's name, a whole sentence of the catalogue and one with a Latin name and a number inside, in reading order.
    expect(text).toContain('ليلى حداد');
    expect(text).toContain(words(t('sign_letter_agreement')));
    expect(text).toContain(words(t('sign_letter_title', { kind: t('sign_letter_kind_individual'), taxYear: 2025 })));
    expect(text).toContain('Huron Tax & Accounting');
    // Shaped: the fonts are embedded subsets (Noto Naskh Arabic for Arabic), not the standard WinAnsi Helvetica.
    expect(original.toString('latin1')).toMatch(/\/BaseFont \/HTLTAR\+NotoNaskhArabic-Regular/);
    expect(original.toString('latin1')).not.toContain('/Helvetica');
    expect(sha256(await renderLetter(arabic, t))).toBe(sha256(original));

    const { signed } = await sealDocument(
      original,
      { requestId: 'r1', title: t('sign_kind_engagement_letter'), signers: [{ ...mark, name: 'ليلى حداد', typedName: 'ليلى حداد' }], sealedAt: new Date() },
      new PadesSigner(identity),
      t,
    );
    expect(pdfsig(signed)).toContain('Signature is Valid.');
    const sealedText = words(poppler('pdftotext', signed));
    expect(sealedText).toContain(words(t('sign_audit_title')));
    expect(sealedText).toContain('America/Detroit');
    expect(sealedText).toContain(words('jose@example.com'));
    expect(sealedText).toContain(`/s/ليلى حداد`);
  });

  it('renders the letter in Spanish with its accents', async () => {
    const t = letterText('es');
    const text = words(poppler('pdftotext', await renderLetter(letter, t)));
    expect(text).toContain(words('José Q. Público'));
    expect(text).toContain(words(t('sign_letter_agreement')));
  });

  it('accepts a real PNG as a drawn signature and refuses anything else', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    expect(await isUsablePng(png)).toBe(true);
    expect(await isUsablePng(Buffer.from('not a png'))).toBe(false);
    expect(await isUsablePng(png.subarray(0, 20))).toBe(false);
  });
});
