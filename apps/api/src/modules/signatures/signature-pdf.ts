import { createHash } from 'node:crypto';
import { textDirection } from '@huron/shared/i18n';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { LetterText } from './letter-catalogue';
import type { PadesSigner } from './pades-signer';
import { PdfText, isolate } from './pdf-text';

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

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly pdfText: PdfText,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  async text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): Promise<void> {
    const style = { size: options.size ?? 11, bold: options.bold ?? false };
    const width = PAGE[0] - 2 * MARGIN;
    for (const line of await this.pdfText.wrap(text, style, width)) {
      if (this.y < MARGIN + style.size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      await this.pdfText.draw(this.page, line, { x: MARGIN, y: this.y, width }, { ...style, color: rgb(0.1, 0.1, 0.1) });
      this.y -= style.size * 1.5;
    }
    this.y -= options.gap ?? 6;
  }
}

const FIRM = 'Huron Tax & Accounting';

async function newDocument(title: string, createdAt: Date, locale: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage(locale);
  doc.setAuthor(FIRM);
  doc.setProducer(FIRM);
  doc.setCreator(`${FIRM} client portal`);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  return doc;
}

/** The engagement letter in the client's language, filled from the catalogue's template; the same input gives the same bytes. */
export async function renderLetter(input: LetterInput, t: LetterText): Promise<Buffer> {
  const kind = t(`sign_letter_kind_${input.kind}`);
  const title = t('sign_letter_title', { kind, taxYear: input.taxYear });
  const doc = await newDocument(title, input.createdAt, t.locale);
  const w = new Writer(doc, new PdfText(doc, textDirection(t.locale), 'HTLT'));
  await w.text(FIRM, { size: 10, bold: true, gap: 14 });
  await w.text(title, { size: 16, bold: true, gap: 14 });
  await w.text(t('sign_letter_greeting', { name: input.clientName }));
  await w.text(t('sign_letter_intro', { taxYear: input.taxYear }), { gap: 12 });
  await w.text(t('sign_letter_scope_heading'), { bold: true });
  await w.text(input.scope, { gap: 12 });
  await w.text(t('sign_letter_fees_heading'), { bold: true });
  await w.text(t('sign_letter_fees', { fee: input.fee }), { gap: 12 });
  await w.text(t('sign_letter_client_heading'), { bold: true });
  await w.text(t('sign_letter_client'), { gap: 12 });
  await w.text(t('sign_letter_firm_heading'), { bold: true });
  await w.text(t('sign_letter_firm'), { gap: 12 });
  await w.text(t('sign_letter_term_heading'), { bold: true });
  await w.text(t('sign_letter_term'), { gap: 12 });
  await w.text(t('sign_letter_agreement'), { gap: 12 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A time in America/Detroit, in the document's language with Latin digits. */
const detroit = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(`${locale}-US`, { timeZone: 'America/Detroit', dateStyle: 'long', timeStyle: 'long', numberingSystem: 'latn' }).format(at);

export interface SealInput {
  requestId: string;
  /** The document's name in the request's language. */
  title: string;
  signers: SignerMark[];
  sealedAt: Date;
}

/**
 * Seals a signed document: the signers' marks on the last page of the original, then an audit-trail page in the
 * request's language (hash of the document before and after the marks, each signer's name, email, authentication,
 * address, browser and time in UTC and America/Detroit), then the firm's PAdES signature (ETSI.CAdES.detached), with a
 * timestamp when configured.
 */
export async function sealDocument(
  original: Buffer,
  input: SealInput,
  signer: PadesSigner,
  t: LetterText,
): Promise<{ signed: Buffer; hashBefore: string; hashAfter: string }> {
  const hashBefore = sha256(original);
  const direction = textDirection(t.locale);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const marks = new PdfText(doc, direction, 'HTMK');
  const last = doc.getPages().at(-1)!;
  const width = last.getWidth() - 2 * MARGIN;
  let y = 96;
  for (const mark of input.signers) {
    if (mark.drawnSignature) {
      const image = await doc.embedPng(mark.drawnSignature);
      const scaled = image.scaleToFit(160, 40);
      const x = direction === 'rtl' ? MARGIN + width - scaled.width : MARGIN;
      last.drawImage(image, { x, y: y + 12, width: scaled.width, height: scaled.height });
    }
    const role = mark.role === 'spouse' ? t('sign_audit_role_spouse_word') : t('sign_audit_role_taxpayer_word');
    await marks.draw(
      last,
      `/s/ ${isolate(mark.typedName)}  (${role}) ${isolate(mark.signedAt.toISOString())}`,
      { x: MARGIN, y, width },
      { size: 10, bold: true },
    );
    y -= 36;
  }
  doc.setModificationDate(input.sealedAt);
  const marked = Buffer.from(await doc.save({ useObjectStreams: false }));
  const hashAfter = sha256(marked);

  const sealed = await PDFDocument.load(marked, { updateMetadata: false });
  const w = new Writer(sealed, new PdfText(sealed, direction, 'HTAU'));
  const times = (at: Date) => ({ utc: at.toISOString(), detroit: detroit(t.locale, at) });
  await w.text(t('sign_audit_title'), { size: 16, bold: true, gap: 10 });
  await w.text(t('sign_audit_document', { title: input.title }));
  await w.text(t('sign_audit_request', { id: input.requestId }));
  await w.text(t('sign_audit_hash_before', { hash: hashBefore }), { size: 9 });
  await w.text(t('sign_audit_hash_after', { hash: hashAfter }), { size: 9, gap: 12 });
  for (const mark of input.signers) {
    await w.text(t(mark.role === 'spouse' ? 'sign_audit_spouse' : 'sign_audit_taxpayer', { name: mark.name }), { bold: true });
    await w.text(t(mark.drawnSignature ? 'sign_audit_signed_as_drawn' : 'sign_audit_signed_as', { name: mark.typedName }));
    await w.text(t('sign_audit_email', { email: mark.email }));
    await w.text(t('sign_audit_authenticated', { method: mark.authentication }));
    await w.text(t('sign_audit_consent', { version: mark.consentVersion }));
    await w.text(t('sign_audit_ip', { ip: mark.ip }));
    await w.text(t('sign_audit_user_agent', { userAgent: mark.userAgent }), { size: 9 });
    await w.text(t('sign_audit_time', times(mark.signedAt)), { gap: 12 });
  }
  await w.text(t('sign_audit_sealed', times(input.sealedAt)));
  pdflibAddPlaceholder({
    pdfDoc: sealed,
    reason: 'Signed electronically by the client; sealed by the firm',
    contactInfo: FIRM,
    name: FIRM,
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
