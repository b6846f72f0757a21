// The baseline: a bare node:http server answering the given paths with fixed bytes and headers.
import { createServer } from 'node:http';

const responses = JSON.parse(process.argv[2]);
const bodies = Object.fromEntries(Object.entries(responses).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]));
const server = createServer((req, res) => {
  const r = bodies[req.url];
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': r.type, 'content-length': r.body.length });
  res.end(r.body);
});
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
