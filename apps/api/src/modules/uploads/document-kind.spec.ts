import { DocumentKindSniffer, detectDocumentKind } from './document-kind';

const oleWith = (stream: string) => {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return Buffer.concat([header, Buffer.alloc(70_000), Buffer.from(stream, 'utf16le'), Buffer.alloc(100)]);
};

function sniffInPieces(content: Buffer, piece: number) {
  const sniffer = new DocumentKindSniffer();
  for (let at = 0; at < content.length; at += piece) sniffer.push(content.subarray(at, at + piece));
  return sniffer;
}

describe('DocumentKindSniffer', () => {
  it('finds the Word marker wherever the pieces cut it, and refuses an OLE file without it', () => {
    const word = oleWith('WordDocument');
    for (const piece of [1, 5, 7, 4096, 65_536, word.length]) expect(sniffInPieces(word, piece).result()).toBe('application/msword');
    expect(sniffInPieces(oleWith('Workbook'), 7).result()).toBeNull();
    expect(detectDocumentKind(word)).toBe('application/msword');
  });

  it('decides from the leading bytes, even when they arrive one by one, and refuses an unknown signature early', () => {
    expect(sniffInPieces(Buffer.from('%PDF-1.7\n....'), 1).result()).toBe('application/pdf');
    const html = new DocumentKindSniffer();
    html.push(Buffer.from('<html><body>not a pdf'));
    expect(html.refused).toBe(true);
    expect(detectDocumentKind(Buffer.from('%PDF'))).toBeNull();
  });
});
