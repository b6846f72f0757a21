import { createHash, randomBytes } from 'node:crypto';
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { answerAheadOfExpress } from './ahead-of-express';
import { peekBody } from './peek-body';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('peekBody with answerAheadOfExpress', () => {
  let server: Server;
  let port: number;
  let connections: number;
  let applicationRequests: number;
  /** What the lane saw of each body (undefined: cut off), resolved when it saw it. */
  let peeked: (body: Buffer | undefined) => void;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      applicationRequests++;
      const body = await readAll(req);
      res.end(JSON.stringify({ from: 'application', sha: sha(body), length: body.length }));
    });
    server.on('connection', () => connections++);
    answerAheadOfExpress(server, (req, res, pass) => {
      peekBody(req, Number(req.headers['content-length']), (body) => {
        peeked(body);
        if (!body) return;
        if (req.headers['x-lane'] !== 'answer') return pass();
        req.resume();
        res.end(JSON.stringify({ from: 'lane', sha: sha(body) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  beforeEach(() => {
    connections = 0;
    applicationRequests = 0;
    peeked = () => undefined;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (body: Buffer, headers: Record<string, string> = {}, agent?: Agent) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', method: 'POST', agent, headers: { 'content-length': String(body.length), ...headers } }, async (res) =>
        resolve(JSON.parse((await readAll(res)).toString())),
      );
      req.on('error', reject);
      req.end(body);
    });

  it('hands a body that arrived in many reads on to the application with every byte, in order', async () => {
    const body = randomBytes(4 * 1024 * 1024);
    let seen: Buffer | undefined;
    peeked = (peek) => (seen = peek);
    expect(await post(body)).toEqual({ from: 'application', sha: sha(body), length: body.length });
    expect(seen && sha(seen)).toBe(sha(body));
  });

  it('lets the lane answer without reading further, and the connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = randomBytes(300);
      const second = randomBytes(500);
      expect(await post(first, { 'x-lane': 'answer' }, agent)).toEqual({ from: 'lane', sha: sha(first) });
      expect(await post(second, {}, agent)).toEqual({ from: 'application', sha: sha(second), length: 500 });
      expect(connections).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('reports a body cut off by the client as undefined, and neither answers nor passes it on', async () => {
    const cutOff = new Promise<Buffer | undefined>((resolve) => (peeked = resolve));
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n0123456789', () => socket.destroy());
    });
    expect(await cutOff).toBeUndefined();
    expect(applicationRequests).toBe(0);
  });
});
