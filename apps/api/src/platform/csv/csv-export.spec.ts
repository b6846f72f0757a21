import type { AddressInfo } from 'node:net';
import express from 'express';
import { CsvExportAborted, streamCsv, type FetchPage } from './csv-export';

const columns = [{ header: 'n', value: (row: number) => row }];

/**
 * Serves one export through a real HTTP server; returns the status, headers and what happened to the body.
 * `fetchPage` gets a promise of the moment the client has the status line, to fail after the download started.
 */
async function download(fetchPage: (cursor: string | undefined, headersArrived: Promise<void>) => ReturnType<FetchPage<number>>) {
  const failures: unknown[] = [];
  let arrived!: () => void;
  const headersArrived = new Promise<void>((resolve) => (arrived = resolve));
  const app = express();
  app.get('/export.csv', (_req, res) => {
    streamCsv(res, 'rows.csv', columns, (cursor) => fetchPage(cursor, headersArrived)).catch((error: unknown) => {
      failures.push(error);
      if (!res.headersSent) res.status(500).json({ code: 'internal' });
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv`);
    arrived();
    const body = await res.arrayBuffer().then(
      (bytes) => ({ complete: true as const, text: Buffer.from(bytes).toString('utf8') }),
      (error: unknown) => ({ complete: false as const, error }),
    );
    return { status: res.status, type: res.headers.get('content-type'), body, failures };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('streamCsv', () => {
  it('sends every page, then ends the file', async () => {
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      first: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3], nextCursor: null },
    };
    const result = await download(async (cursor) => pages[cursor ?? 'first']!);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ complete: true, text: '\uFEFFn\r\n1\r\n2\r\n3\r\n' });
  });

  it('answers an ordinary error, with no CSV sent, when the first page fails', async () => {
    const result = await download(async () => {
      throw new Error('database gone');
    });
    expect(result.status).toBe(500);
    expect(result.type).toContain('application/json');
    expect(result.failures).toEqual([new Error('database gone')]);
  });

  it('cuts the transfer off, so the client sees it incomplete, when a later page fails', async () => {
    const result = await download(async (cursor, headersArrived) => {
      if (cursor) {
        await headersArrived;
        throw new Error('database gone');
      }
      return { items: [1, 2], nextCursor: 'b' };
    });
    expect(result.status).toBe(200);
    expect(result.body.complete).toBe(false);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toBeInstanceOf(CsvExportAborted);
    expect((result.failures[0] as CsvExportAborted).rowsSent).toBe(2);
  });
});
