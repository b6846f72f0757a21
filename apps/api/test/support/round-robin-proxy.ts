import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Where the requests go, in turn; set once the upstream processes listen. */
  upstreams: string[];
  close(): Promise<void>;
}

/**
 * A small load balancer: each request goes to the next upstream in turn, unchanged (body streamed), with
 * X-Forwarded-For/-Proto like a real one; the answer carries `X-Upstream: <index>` so a spec can see who answered.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const proxy: RoundRobinProxy = { url: '', upstreams: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const index = next++ % proxy.upstreams.length;
    const target = new URL(req.url ?? '/', proxy.upstreams[index]);
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-upstream': String(index) });
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return proxy;
}
