import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Text in the signature PDFs in any of the site's languages: Noto Sans (Latin) and Noto Naskh Arabic (SIL OFL, from
 * @fontsource), embedded as subsets of the glyphs used. Arabic is shaped by fontkit (the font's contextual forms and
 * ligatures); each line is ordered with the Unicode bidirectional algorithm (bidi-js), so Arabic reads right to left
 * and names, amounts and dates inside it keep their own order. Text stays extractable (pdftotext reads it).
 */

const bidi = bidiFactory();

type Face = 'latin' | 'latinExt' | 'arabic';
const FILES: Record<Face, Record<'regular' | 'bold', string>> = {
  latin: { regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff' },
  latinExt: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  arabic: {
    regular: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
    bold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
  },
};

/**
 * A WOFF 1.0 font (what @fontsource ships) as the plain TrueType file inside it: fontkit would inflate a compressed
 * table again on every read, so making a subset would inflate the whole glyph table once per glyph.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? inflateSync(raw) : raw };
  });
  evenGlyphs(tables);
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Pads every glyph to an even length (and writes `loca` long): fontkit's subsets copy glyphs as they are and may write
 * a short `loca` (offsets / 2), where one odd-length glyph breaks every offset after it.
 */
function evenGlyphs(tables: Array<{ tag: Buffer; checksum: number; data: Buffer }>): void {
  const table = (tag: string) => tables.find((entry) => entry.tag.toString('latin1') === tag);
  const [head, loca, glyf] = [table('head'), table('loca'), table('glyf')];
  if (!head || !loca || !glyf) return;
  const short = head.data.readInt16BE(50) === 0;
  const count = loca.data.length / (short ? 2 : 4);
  const offsets = Array.from({ length: count }, (_, i) => (short ? loca.data.readUInt16BE(i * 2) * 2 : loca.data.readUInt32BE(i * 4)));
  const glyphs: Buffer[] = [];
  const long = Buffer.alloc(count * 4);
  let at = 0;
  for (let i = 0; i < count; i++) {
    long.writeUInt32BE(at, i * 4);
    if (i === count - 1) break;
    const glyph = glyf.data.subarray(offsets[i]!, offsets[i + 1]!);
    const padded = Buffer.alloc(glyph.length + (glyph.length % 2));
    glyph.copy(padded);
    glyphs.push(padded);
    at += padded.length;
  }
  glyf.data = Buffer.concat(glyphs);
  loca.data = long;
  head.data = Buffer.from(head.data);
  head.data.writeInt16BE(1, 50);
}

/**
 * Each font file is read and parsed once per process: pdf-lib asks its fontkit to parse the bytes for every document,
 * and parsing Noto's layout tables is most of the time a letter takes; this fontkit hands back the parsed font
 * (fontkit fonts are not changed by laying out text or making subsets).
 */
const parsed = new Map<Buffer, ReturnType<typeof fontkit.create>>();
const bytes = new Map<string, Buffer>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create: (data: Uint8Array, postscriptName?: string) => (data instanceof Buffer && parsed.get(data)) || fontkit.create(data, postscriptName),
};
/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first asked for: a glyph first met as a part
 * of another (a subset adds the parts of composite glyphs) would keep none, and text using it later could not be
 * extracted. The characters of a later lay-out fill them in.
 */
function keepingCodePoints<F extends ReturnType<typeof fontkit.create>>(font: F): F {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints.length && !glyph.codePoints.length) Object.assign(glyph, { codePoints });
    return glyph;
  };
  return font;
}

function fontFile(path: string): Buffer {
  let hit = bytes.get(path);
  if (!hit) {
    hit = sfntOfWoff(readFileSync(require.resolve(path)));
    bytes.set(path, hit);
    parsed.set(hit, keepingCodePoints(fontkit.create(hit)));
  }
  return hit;
}

/** Advance widths at size 1 per font file and text (laying out Arabic is slow, and letters repeat their words). */
const widths = new Map<string, Map<string, number>>();
function widthOf(path: string, text: string): number {
  let cache = widths.get(path);
  if (!cache) widths.set(path, (cache = new Map()));
  let width = cache.get(text);
  if (width === undefined) {
    const font = parsed.get(fontFile(path))!;
    width = font.layout(text, path.includes('arabic') ? { ccmp: false } : undefined).advanceWidth / font.unitsPerEm;
    if (cache.size > 5000) cache.clear();
    cache.set(text, width);
  }
  return width;
}

/** Unicode's explicit bidi formatting characters (marks, embeddings, isolates). */
export const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** First strong isolate / pop directional isolate: a value keeps its own direction inside text of another. */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Which face draws a character: Arabic script in Naskh, the rest in Noto Sans (Latin, then Latin Extended); null: none has it. */
function faceOf(char: string, weight: 'regular' | 'bold'): Face | null {
  if (ARABIC.test(char)) return 'arabic';
  const codePoint = char.codePointAt(0)!;
  for (const face of ['latin', 'latinExt'] as const) {
    const path = FILES[face][weight];
    if (parsed.get(fontFile(path))!.hasGlyphForCodePoint(codePoint)) return face;
  }
  return null;
}

export type Direction = 'ltr' | 'rtl';
export interface TextStyle {
  size: number;
  bold?: boolean;
}

interface Run {
  text: string;
  font: PDFFont;
  width: number;
}

/** The fonts of one document, embedded (as subsets) the first time a line needs them. */
export class PdfText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();

  /**
   * @param tag four capital letters naming this set of subsets: a subset's name is `TAG??+Font`, and the fonts added to
   * a document later (the signers' marks, the audit-trail page) need names of their own (readers tell subsets apart by
   * name).
   */
  constructor(
    private readonly doc: PDFDocument,
    readonly direction: Direction,
    private readonly tag: string,
  ) {
    doc.registerFontkit(cachingFontkit);
  }

  private font(face: Face, weight: 'regular' | 'bold'): Promise<PDFFont> {
    const path = FILES[face][weight];
    let font = this.fonts.get(path);
    if (!font) {
      // A fixed name (pdf-lib would add a random suffix): the same letter renders to the same bytes. Arabic without
      // `ccmp`: Noto splits letters into dotless bodies and dots there, which leaves no glyph-to-letter map for text
      // extraction (pdftotext, copy and paste, screen readers); the whole contextual forms are used instead.
      font = this.doc.embedFont(fontFile(path), {
        subset: true,
        features: face === 'arabic' ? { ccmp: false } : undefined,
        customName: `${this.tag}${face === 'arabic' ? 'A' : face === 'latin' ? 'L' : 'X'}${weight === 'bold' ? 'B' : 'R'}+Noto${face === 'arabic' ? 'NaskhArabic' : 'Sans'}-${weight === 'bold' ? 'Bold' : 'Regular'}`,
      });
      this.fonts.set(path, font);
    }
    return font;
  }

  /**
   * One line as runs in visual order (left to right on the page): runs of one font and one bidi level, each run's
   * text as the font is to lay it out (Arabic in logical order: fontkit shapes and reverses it; other right-to-left
   * runs, such as punctuation between Arabic words, already reversed and mirrored).
   */
  async runs(line: string, style: TextStyle): Promise<Run[]> {
    const weight = style.bold ? 'bold' : 'regular';
    const chars = Array.from(line);
    // Code-unit offsets of each character (bidi-js works in UTF-16 units).
    const text = chars.map((char) => (BIDI_CONTROL.test(char) || faceOf(char, weight) ? char : '?')).join('');
    const units = Array.from(text);
    const levels = bidi.getEmbeddingLevels(text, this.direction);
    const unitIndex: number[] = [];
    let offset = 0;
    for (const char of units) {
      unitIndex.push(offset);
      offset += char.length;
    }
    // Logical runs: a new run where the face or the level changes.
    const runOf: number[] = [];
    const runs: Array<{ face: Face; level: number; chars: number[] }> = [];
    units.forEach((char, i) => {
      // Bidi controls (isolates around a name or a date) steer the order and are not drawn.
      if (BIDI_CONTROL.test(char)) return runOf.push(-1);
      const face = faceOf(char, weight)!;
      const level = levels.levels[unitIndex[i]!]!;
      const last = runs.at(-1);
      if (last && last.face === face && last.level === level) last.chars.push(i);
      else runs.push({ face, level, chars: [i] });
      runOf.push(runs.length - 1);
    });
    // Visual order of the characters (rule L2), then of the runs.
    const order = units.map((_, i) => i);
    const charAt = new Map(unitIndex.map((unit, i) => [unit, i]));
    for (const [start, end] of bidi.getReorderSegments(text, levels)) {
      const from = charAt.get(start);
      let to = charAt.get(end);
      if (to === undefined) to = charAt.get(end - 1);
      if (from === undefined || to === undefined) continue;
      const slice = order.slice(from, to + 1).reverse();
      order.splice(from, slice.length, ...slice);
    }
    const visual: number[] = [];
    for (const i of order) if (runOf[i] !== -1 && visual.at(-1) !== runOf[i]) visual.push(runOf[i]!);
    const out: Run[] = [];
    for (const index of visual) {
      const run = runs[index]!;
      const rtl = run.level % 2 === 1;
      const laid =
        run.face === 'arabic' || !rtl
          ? run.chars.map((i) => units[i]).join('')
          : run.chars
              .map((i) => units[i]!)
              .reverse()
              .map((char) => bidi.getMirroredCharacter(char) ?? char)
              .join('');
      const font = await this.font(run.face, weight);
      out.push({ text: laid, font, width: widthOf(FILES[run.face][weight], laid) * style.size });
    }
    return out;
  }

  async width(line: string, style: TextStyle): Promise<number> {
    return (await this.runs(line, style)).reduce((sum, run) => sum + run.width, 0);
  }

  /**
   * Breaks a paragraph into lines no wider than `width` (at spaces; a longer word stands alone). A line is as wide as
   * its words and spaces in any order, so each word is measured once.
   */
  async wrap(paragraph: string, style: TextStyle, width: number): Promise<string[]> {
    const space = await this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let used = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wide = await this.width(word, style);
      if (line && used + space + wide > width) {
        lines.push(line);
        line = word;
        used = wide;
      } else {
        used += line ? space + wide : wide;
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * Draws one line on a page: from `x` (left to right text), or ending at `x + width` (right to left text); returns
   * nothing, the caller moves down.
   */
  async draw(
    page: ReturnType<PDFDocument['addPage']>,
    line: string,
    at: { x: number; y: number; width: number },
    style: TextStyle & { color?: ReturnType<typeof import('pdf-lib').rgb> },
  ): Promise<void> {
    const runs = await this.runs(line, style);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = this.direction === 'rtl' ? at.x + at.width - total : at.x;
    for (const run of runs) {
      page.drawText(run.text, { x, y: at.y, size: style.size, font: run.font, ...(style.color ? { color: style.color } : {}) });
      x += run.width;
    }
  }
}
