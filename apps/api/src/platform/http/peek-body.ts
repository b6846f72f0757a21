import type { IncomingMessage } from 'node:http';

/**
 * Reads the body of a request that declared its length, then puts it back (`unshift`) before calling `then`, so
 * whoever reads the request next (the application's body parser) still gets every byte. `then` runs in the same
 * turn as the last read: the stream cannot end in between. It gets undefined if the request was cut off.
 * The caller checks the declared length against its limit first.
 */
export function peekBody(req: IncomingMessage, length: number, then: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (body: Buffer | undefined) => {
    req.off('readable', onReadable);
    req.off('error', onGone);
    req.off('close', onGone);
    if (body) req.unshift(body);
    then(body);
  };
  const onGone = () => finish(undefined);
  const onReadable = () => {
    let chunk: Buffer | null;
    while (received < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      received += chunk.length;
    }
    if (received >= length) finish(Buffer.concat(chunks, received));
  };
  req.on('readable', onReadable);
  req.on('error', onGone);
  req.on('close', onGone);
}
