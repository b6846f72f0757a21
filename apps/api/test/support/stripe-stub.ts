import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** One request the Stripe SDK sent, with its form-encoded body decoded into [key, value] pairs. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Array<[string, string]>;
}

export type StripeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'hang-up';
type Responder = (req: StripeRequest) => StripeReply | undefined | Promise<StripeReply | undefined>;

/**
 * A local HTTP server standing in for api.stripe.com (which cannot be reached here): the real `stripe` SDK is
 * pointed at it with STRIPE_API_URL. It records every request and answers like Stripe: Checkout Sessions,
 * session retrieval and refunds by default, or whatever a test sets with `respondWith` (errors, a dropped line).
 */
export class StripeStub {
  readonly requests: StripeRequest[] = [];
  /** Sessions the stub created, by id: tests flip payment_status to 'paid' to act as the customer. */
  readonly sessions = new Map<string, Record<string, unknown>>();
  private responder: Responder | undefined;
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeStub> {
    const ref: { stub?: StripeStub } = {};
    const server = createServer((req, res) => void ref.stub!.handle(req, res).catch((error: unknown) => res.destroy(error as Error)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    ref.stub = new StripeStub(server, `http://127.0.0.1:${port}`);
    return ref.stub;
  }

  /** Answers matching requests this way until reset() (return undefined to fall back to the default; a promise holds the answer). */
  respondWith(responder: Responder): void {
    this.responder = responder;
  }

  reset(): void {
    this.responder = undefined;
    this.requests.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: StripeRequest = {
      method: req.method!,
      path: req.url!,
      headers: req.headers,
      form: [...new URLSearchParams(Buffer.concat(chunks).toString())],
    };
    this.requests.push(request);
    const reply = (await this.responder?.(request)) ?? this.defaultReply(request);
    if (reply === 'hang-up') {
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}`, ...reply.headers });
    res.end(JSON.stringify(reply.body));
  }

  private defaultReply(req: StripeRequest): StripeReply {
    const form = Object.fromEntries(req.form);
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_stub${++this.counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form['client_reference_id'],
        metadata: { payment_id: form['metadata[payment_id]'] },
        payment_intent: null,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.path);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      return {
        status: 200,
        body: { id: `re_stub${++this.counter}`, object: 'refund', amount: Number(form['amount']), payment_intent: form['payment_intent'], status: 'succeeded' },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } } };
  }
}

/** Stripe's error body for a status, as its API sends it; `Stripe-Should-Retry: false` keeps the SDK from retrying. */
export function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}): StripeReply {
  return { status, body: { error: { type, message, ...extra } }, headers: { 'stripe-should-retry': 'false' } };
}
