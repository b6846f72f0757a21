import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A request handler that runs before the application; `pass` hands the request on to it untouched. */
export type Lane = (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts `lane` in front of the server's request listeners (Express and Nest). Lanes answer a few hot requests
 * from Node's request event without the framework's middleware and routing; everything else they pass on.
 */
export function answerAheadOfExpress(server: Server, lane: Lane): void {
  const application = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => lane(req, res, () => application.forEach((listener) => listener.call(server, req, res))));
}
