// The load bench's load balancer, in a process of its own (as a real one runs apart from its clients): each request
// goes to the next upstream in turn, with X-Forwarded-For/-Proto, over keep-alive connections (as a real one keeps to
// its upstreams). The same round robin as the multi-process spec's apps/api/test/support/round-robin-proxy.ts,
// without its restart handling (the bench restarts nothing). Two failures are sent to the next upstream, because
// the upstream cannot have acted on the request: a refused connection, and a reset on a reused keep-alive connection
// before any answer (the upstream closed the idle connection as the request was sent; Node's documentation of
// `request.reusedSocket` recommends exactly this retry). Anything else answers 502 (counted as a 5xx).
import { fork } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

function serve(upstreams, port) {
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
      const untouched = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && upstream.reusedSocket);
      if (untouched && triesLeft > 0 && !res.headersSent) return forward(req, res, body, (index + 1) % upstreams.length, triesLeft - 1);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++ % upstreams.length, upstreams.length * 2 - 1));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
}

if (process.argv[2] === 'serve') serve(JSON.parse(process.argv[3]), Number(process.argv[4]));

/** Starts the proxy process on `port` in front of `upstreams` (base URLs); resolves with its URL and a stop function. */
export async function startLoadProxy(upstreams, port) {
  const child = fork(fileURLToPath(import.meta.url), ['serve', JSON.stringify(upstreams), String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { url } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`load proxy exited (${code})`)));
  });
  return {
    url,
    pid: child.pid,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
