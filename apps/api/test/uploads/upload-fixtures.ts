/** Minimal files of every accepted kind (their real leading bytes), each carrying a recognisable plaintext marker. */
export const MARKER = 'PLAINTEXT-MARKER-1040-W2-SCHEDULE-C';

const pad = (head: Buffer) => Buffer.concat([head, Buffer.from(` ${MARKER} `), Buffer.alloc(200, 0x41)]);

function ole(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return Buffer.concat([header, Buffer.from('WordDocument', 'utf16le')]);
}

export const ACCEPTED: Array<{ file: string; type: string; content: Buffer }> = [
  { file: 'return.pdf', type: 'application/pdf', content: pad(Buffer.from('%PDF-1.7\n')) },
  { file: 'w2.jpg', type: 'image/jpeg', content: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])) },
  { file: 'w2.png', type: 'image/png', content: pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { file: 'IMG_0001.HEIC', type: 'image/heic', content: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')])) },
  { file: 'letter.doc', type: 'application/msword', content: pad(ole()) },
  {
    file: 'letter.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: pad(
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('[Content_Types].xml...PK\x03\x04word/document.xml', 'latin1')]),
    ),
  },
];

/** An OLE compound file that is not a Word document (e.g. an old Excel sheet): refused. */
export const EXCEL_97 = (() => {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return Buffer.concat([header, Buffer.from('Workbook', 'utf16le')]);
})();

export async function upload(baseUrl: string, name: string, content: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
