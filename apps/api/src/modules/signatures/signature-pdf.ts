import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { LetterText } from './letter-catalogue';
import type { PadesSigner } from './pades-signer';

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

const PAGE: [number, number] = [612, 792];
const MARGIN = 64;
const SIGNATURE_SPACE = 16_384;

export interface LetterInput {
  clientName: string;
  taxYear: number;
  kind: string;
  scope: string;
  fee: string;
  /** Fixed creation time (the request's), so the same request always renders the same bytes. */
  createdAt: Date;
}

export interface SignerMark {
  role: string;
  name: string;
  typedName: string;
  email: string;
  drawnSignature?: Buffer | null;
  signedAt: Date;
  /** How they authenticated: password, email code, authenticator app, in-office photo ID... */
  authentication: string;
  ip: string;
  userAgent: string;
  consentVersion: string;
}

/** The standard fonts speak WinAnsi: anything else is shown as '?' rather than failing the render. */
const winAnsi = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, PAGE[0] - 2 * MARGIN)) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 6;
  }
}

async function newDocument(title: string, createdAt: Date): Promise<{ doc: PDFDocument; font: PDFFont; bold: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setAuthor('Huron Tax & Accounting');
  doc.setProducer('Huron Tax & Accounting');
  doc.setCreator('Huron Tax & Accounting client portal');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  return { doc, font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** The engagement letter, filled from the catalogue's template; the same input gives the same bytes. */
export async function renderLetter(input: LetterInput, t: LetterText): Promise<Buffer> {
  const kind = t(`sign_letter_kind_${input.kind}`);
  const title = t('sign_letter_title', { kind, taxYear: input.taxYear });
  const { doc, font, bold } = await newDocument(title, input.createdAt);
  const w = new Writer(doc, font, bold);
  w.text('Huron Tax & Accounting', { size: 10, bold: true, gap: 14 });
  w.text(title, { size: 16, bold: true, gap: 14 });
  w.text(t('sign_letter_greeting', { name: input.clientName }));
  w.text(t('sign_letter_intro', { taxYear: input.taxYear }), { gap: 12 });
  w.text(t('sign_letter_scope_heading'), { bold: true });
  w.text(input.scope, { gap: 12 });
  w.text(t('sign_letter_fees_heading'), { bold: true });
  w.text(t('sign_letter_fees', { fee: input.fee }), { gap: 12 });
  w.text(t('sign_letter_client_heading'), { bold: true });
  w.text(t('sign_letter_client'), { gap: 12 });
  w.text(t('sign_letter_firm_heading'), { bold: true });
  w.text(t('sign_letter_firm'), { gap: 12 });
  w.text(t('sign_letter_term_heading'), { bold: true });
  w.text(t('sign_letter_term'), { gap: 12 });
  w.text(t('sign_letter_agreement'), { gap: 12 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const detroit = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Detroit',
  dateStyle: 'long',
  timeStyle: 'long',
});

/**
 * Seals a signed document: the signers' marks on the last page of the original, then an audit-trail page (hash of the
 * document before and after the marks, each signer's name, email, authentication, address, browser and time in UTC
 * and America/Detroit), then the firm's PAdES signature (ETSI.CAdES.detached), with a timestamp when configured.
 */
export async function sealDocument(
  original: Buffer,
  input: { requestId: string; title: string; signers: SignerMark[]; sealedAt: Date },
  signer: PadesSigner,
): Promise<{ signed: Buffer; hashBefore: string; hashAfter: string }> {
  const hashBefore = sha256(original);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const last = doc.getPages().at(-1)!;
  let y = 96;
  for (const mark of input.signers) {
    if (mark.drawnSignature) {
      const image = await doc.embedPng(mark.drawnSignature);
      const scaled = image.scaleToFit(160, 40);
      last.drawImage(image, { x: MARGIN, y: y + 12, width: scaled.width, height: scaled.height });
    }
    last.drawText(winAnsi(`/s/ ${mark.typedName}  (${mark.role}) ${mark.signedAt.toISOString()}`), { x: MARGIN, y, size: 10, font: bold });
    y -= 36;
  }
  doc.setModificationDate(input.sealedAt);
  const marked = Buffer.from(await doc.save({ useObjectStreams: false }));
  const hashAfter = sha256(marked);

  const sealed = await PDFDocument.load(marked, { updateMetadata: false });
  const w = new Writer(sealed, await sealed.embedFont(StandardFonts.Helvetica), await sealed.embedFont(StandardFonts.HelveticaBold));
  w.text('Audit trail', { size: 16, bold: true, gap: 10 });
  w.text(`Document: ${input.title}`);
  w.text(`Signature request: ${input.requestId}`);
  w.text(`SHA-256 of the document before signing: ${hashBefore}`, { size: 9 });
  w.text(`SHA-256 of the document after signing (before this page and the firm's seal): ${hashAfter}`, { size: 9, gap: 12 });
  for (const mark of input.signers) {
    w.text(`${mark.role === 'spouse' ? 'Spouse' : 'Taxpayer'}: ${mark.name}`, { bold: true });
    w.text(`Signed as: ${mark.typedName}${mark.drawnSignature ? ' (with a drawn signature)' : ''}`);
    w.text(`Email: ${mark.email}`);
    w.text(`Authenticated by: ${mark.authentication}`);
    w.text(`Consent to electronic records and signatures: version ${mark.consentVersion}`);
    w.text(`IP address: ${mark.ip}`);
    w.text(`User agent: ${mark.userAgent}`, { size: 9 });
    w.text(`Time: ${mark.signedAt.toISOString()} (UTC); ${detroit.format(mark.signedAt)} (America/Detroit)`, { gap: 12 });
  }
  w.text(`Sealed by Huron Tax & Accounting: ${input.sealedAt.toISOString()} (UTC); ${detroit.format(input.sealedAt)} (America/Detroit)`);
  pdflibAddPlaceholder({
    pdfDoc: sealed,
    reason: 'Signed electronically by the client; sealed by the firm',
    contactInfo: 'Huron Tax & Accounting',
    name: 'Huron Tax & Accounting',
    location: 'Michigan, US',
    signingTime: input.sealedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: SIGNATURE_SPACE,
  });
  const withPlaceholder = Buffer.from(await sealed.save({ useObjectStreams: false }));
  const signed = await new SignPdf().sign(withPlaceholder, signer);
  return { signed, hashBefore, hashAfter };
}

/** Whether a drawn signature is a PNG the PDF can carry (checked before it is stored, so sealing cannot fail on it). */
export async function isUsablePng(png: Buffer): Promise<boolean> {
  if (png.length < 8 || !png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return false;
  try {
    await (await PDFDocument.create()).embedPng(png);
    return true;
  } catch {
    return false;
  }
}

/** Whether an uploaded form can be signed: a PDF pdf-lib reads (not encrypted) with at least one page. */
export async function isSignablePdf(pdf: Buffer): Promise<boolean> {
  try {
    return (await PDFDocument.load(pdf)).getPageCount() > 0;
  } catch {
    return false;
  }
}
