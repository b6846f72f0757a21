import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AuthTestApp } from '../support/auth-test-app';
import { upload } from '../uploads/upload-fixtures';

const run = promisify(execFile);

/** A prepared Form 8879 as staff would upload it (a real PDF made with pdf-lib). */
export async function prepared8879(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Form 8879 IRS e-file Signature Authorization (test)', { x: 50, y: 740, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export async function uploaded8879(t: AuthTestApp): Promise<string> {
  const res = await upload(t.baseUrl, 'form-8879.pdf', await prepared8879());
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return res.body['id'] as string;
}

/** GETs a PDF route; the body as bytes. */
export async function pdfCall(
  t: AuthTestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(`${t.baseUrl}/api${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Runs a poppler tool (pdfsig, pdftotext) on the bytes; stdout, whatever the exit code. */
export async function poppler(tool: 'pdfsig' | 'pdftotext', pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
  const file = join(dir, 'document.pdf');
  await writeFile(file, pdf);
  try {
    const { stdout } = await run(tool, tool === 'pdftotext' ? [file, '-'] : [file]);
    return stdout;
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The CMS signature in a signed PDF, printed by `openssl cms` (shows the unsigned timestamp attribute). */
export async function cmsPrint(pdf: Buffer): Promise<string> {
  const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(pdf.toString('latin1'))![1]!;
  const dir = await mkdtemp(join(tmpdir(), 'cms-'));
  const file = join(dir, 'signature.der');
  await writeFile(file, Buffer.from(hex.replace(/(00)+$/, ''), 'hex'));
  try {
    return (await run('openssl', ['cms', '-inform', 'DER', '-in', file, '-cmsout', '-print'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One byte changed inside the signed range (the header's binary comment: the file still parses), as tampering would. */
export function flipOneByte(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  copy[11] = copy[11]! ^ 0x01;
  return copy;
}
