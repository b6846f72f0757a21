import type { UploadKind } from '@huron/shared/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
// A Word 97-2003 file is an OLE compound file with a "WordDocument" stream (its directory names are UTF-16LE).
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Every signature below fits in this many leading bytes. */
export const HEAD_BYTES = 12;

/** The kind the leading bytes promise, the marker that must appear somewhere in the file to confirm it, or null. */
function kindOfHead(head: Buffer): { kind: UploadKind; needs?: Buffer } | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'application/pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image/jpeg' };
  if (head.subarray(0, 8).equals(PNG)) return { kind: 'image/png' };
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(head.subarray(8, 12).toString('latin1'))) return { kind: 'image/heic' };
  if (head.subarray(0, 8).equals(OLE)) return { kind: DOC, needs: WORD_STREAM };
  if (head.subarray(0, 4).equals(ZIP)) return { kind: DOCX, needs: DOCX_PART };
  return null;
}

/**
 * The document's kind from its bytes as they stream by, never from its name or the client's Content-Type: PDF, JPEG,
 * PNG, HEIC, DOC, DOCX, or null for anything else (an OLE file that is not a Word document, e.g. .xls, is refused
 * too). The leading bytes decide at once (`refused` turns true for an unknown signature, so the upload can stop
 * early); a Word file is confirmed by its marker anywhere in the stream, searched with an overlap between chunks.
 */
export class DocumentKindSniffer {
  private head = Buffer.alloc(0);
  private promise: { kind: UploadKind; needs?: Buffer } | null | undefined;
  private tail = Buffer.alloc(0);
  private found = false;

  push(chunk: Buffer): void {
    if (this.promise === undefined) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES) this.promise = kindOfHead(this.head);
    }
    const needs = this.promise?.needs;
    if (!needs || this.found) return;
    const window = Buffer.concat([this.tail, chunk]);
    this.found = window.includes(needs);
    this.tail = window.subarray(Math.max(0, window.length - needs.length + 1));
  }

  /** True as soon as the leading bytes match no accepted kind. */
  get refused(): boolean {
    return this.promise === null;
  }

  /** The kind, once the whole file went by. */
  result(): UploadKind | null {
    const promise = this.promise === undefined ? kindOfHead(this.head) : this.promise;
    if (!promise) return null;
    return !promise.needs || this.found ? promise.kind : null;
  }
}

/** The kind of a whole document in memory (see DocumentKindSniffer). */
export function detectDocumentKind(content: Buffer): UploadKind | null {
  const sniffer = new DocumentKindSniffer();
  sniffer.push(content);
  return sniffer.result();
}
