import type { UploadKind } from '@huron/shared/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
// A Word 97-2003 file is an OLE compound file with a "WordDocument" stream (its directory names are UTF-16LE).
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');

/**
 * The document's kind from its bytes, never from its name or the client's Content-Type: PDF, JPEG, PNG, HEIC, DOC,
 * DOCX, or null for anything else (an OLE file that is not a Word document, e.g. .xls, is refused too).
 */
export function detectDocumentKind(content: Buffer): UploadKind | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(PNG)) return 'image/png';
  if (content.subarray(4, 8).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(content.subarray(8, 12).toString('latin1'))) return 'image/heic';
  if (content.subarray(0, 8).equals(OLE) && content.includes(WORD_STREAM)) return 'application/msword';
  if (content.subarray(0, 4).equals(ZIP) && content.includes(DOCX_PART)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}
