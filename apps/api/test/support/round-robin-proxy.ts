import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Where the requests go, in turn; set once the upstream processes listen (a restarted process: replace its entry). */
  upstreams: string[];
  /** Requests sent to another upstream because theirs refused the connection (nothing had been sent to it). */
  retried: number;
  /**
   * Takes upstream `index` out of the rotation (as Kubernetes removes a terminating pod from the Service's endpoints
   * while its preStop pause runs) and resolves once it has answered every request it was given; `restore(index)`
   * puts it back.
   */
  drain(index: number): Promise<void>;
  restore(index: number): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A small load balancer: each request goes to the next upstream in turn, unchanged, with X-Forwarded-For/-Proto like
 * a real one; the answer carries `X-Upstream: <index>` so a spec can see who answered.
 *
 * Like a real load balancer with readiness checks, it sends a request to the next upstream when its own refused the
 * connection (ECONNREFUSED: a process that stopped listening during a rolling restart, or has not started yet). That
 * is the only retry, and it is safe for any method: nothing of the request reached the refusing process. Any other
 * failure (a reset after the request was sent) answers 502 and is never retried. Each request opens its own
 * connection (no keep-alive pool), so a stale pooled socket closed by a stopping process cannot turn into a reset.
 * The body is read whole before it is forwarded (the specs' and benches' bodies are small), so it can be sent again.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const out = new Set<number>();
  const inFlight = new Map<number, number>();
  const idle = new Map<number, () => void>();
  const settle = (index: number) => {
    const left = (inFlight.get(index) ?? 1) - 1;
    inFlight.set(index, left);
    if (left === 0) idle.get(index)?.();
  };
  const proxy: RoundRobinProxy = {
    url: '',
    upstreams: [],
    retried: 0,
    drain: (index) => {
      out.add(index);
      if (!inFlight.get(index)) return Promise.resolve();
      return new Promise<void>((resolve) => idle.set(index, () => (idle.delete(index), resolve())));
    },
    restore: (index) => void out.delete(index),
    close: async () => undefined,
  };
  /** The next upstream in turn that is in the rotation (all out: the next one anyway). */
  const pick = () => {
    for (let i = 0; i < proxy.upstreams.length; i++) {
      const index = next++ % proxy.upstreams.length;
      if (!out.has(index)) return index;
    }
    return next++ % proxy.upstreams.length;
  };
  const forward = (req: IncomingMessage, res: import('node:http').ServerResponse, body: Buffer, index: number, triesLeft: number) => {
    const target = new URL(req.url ?? '/', proxy.upstreams[index]);
    inFlight.set(index, (inFlight.get(index) ?? 0) + 1);
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      settle(index);
    };
    const upstream = request(
      target,
      {
        method: req.method,
        agent: false,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
        answer.on('end', done);
        answer.on('error', done);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      done();
      if (error.code === 'ECONNREFUSED' && triesLeft > 0 && !res.headersSent) {
        proxy.retried++;
        forward(req, res, body, (index + 1) % proxy.upstreams.length, triesLeft - 1);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'x-upstream': String(index) });
      res.end();
    });
    upstream.end(body);
  };
  const server: Server = createServer((req, res) => {
    const index = pick();
    readBody(req).then(
      (body) => forward(req, res, body, index, proxy.upstreams.length * 2 - 1),
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return proxy;
}
