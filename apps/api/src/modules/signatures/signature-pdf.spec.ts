import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letterText } from './letter-catalogue';
import { identityFromP12, PadesSigner } from './pades-signer';
import { isUsablePng, renderLetter, sealDocument, sha256 } from './signature-pdf';
import { selfSignedP12 } from './signing-certificate';

/** pdfsig (poppler-utils, installed by .ci/run) on the bytes: its report, whatever the exit code. */
function pdfsig(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), pdf);
    try {
      return execFileSync('pdfsig', [join(dir, 'd.pdf')], { encoding: 'utf8' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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

  it('accepts a real PNG as a drawn signature and refuses anything else', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    expect(await isUsablePng(png)).toBe(true);
    expect(await isUsablePng(Buffer.from('not a png'))).toBe(false);
    expect(await isUsablePng(png.subarray(0, 20))).toBe(false);
  });
});
