// The load bench's load balancer: each request goes to the next upstream in turn, with X-Forwarded-For/-Proto, over
// keep-alive connections (as a real one keeps to its upstreams). The same round robin as the multi-process spec's
// apps/api/test/support/round-robin-proxy.ts, without its restart handling (the bench restarts nothing): a request
// whose upstream refused the connection goes to the next one; any other failure answers 502 (counted as a 5xx).
import { Agent, createServer, request } from 'node:http';

export async function startLoadProxy(upstreams) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const forward = (req, res, body, index, triesLeft) => {
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = request(
      target,
      {
        method: req.method,
        agent,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 0 && !res.headersSent) return forward(req, res, body, (index + 1) % upstreams.length, triesLeft - 1);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++ % upstreams.length, upstreams.length - 1));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
