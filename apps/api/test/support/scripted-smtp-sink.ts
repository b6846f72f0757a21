import type { SMTPServer } from 'smtp-server';
import { parseMessage, startSmtpServer, type ReceivedMail } from './smtp-sink';

export interface SmtpReply {
  code: number;
  text: string;
}

export interface DataGate {
  /** Resolves when a message's DATA has been read and its reply is being withheld. */
  held: Promise<void>;
  /** Lets every withheld reply (and later ones) go out. */
  release(): void;
}

/**
 * A real SMTP server whose answer to DATA the test decides: accept (the default), reject with a chosen reply for
 * an address, or withhold the reply until released, so the client's SMTP transaction stays open meanwhile.
 */
export class ScriptedSmtpSink {
  /** Messages accepted (replied 250), in order. */
  readonly accepted: ReceivedMail[] = [];
  /** Every DATA phase that reached the end of the message, accepted or not. */
  readonly attempts: { to: string[]; reply: number }[] = [];
  private readonly rejections = new Map<string, SmtpReply>();
  private gate?: { release: () => void; released: Promise<void>; onHeld: () => void };

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<ScriptedSmtpSink> {
    const ref: { sink?: ScriptedSmtpSink } = {};
    const { server, url } = await startSmtpServer(0, (to, raw) => ref.sink!.answer(to, raw));
    ref.sink = new ScriptedSmtpSink(server, url);
    return ref.sink;
  }

  /** Every message to `address` is refused with this reply until accept(address). */
  reject(address: string, reply: SmtpReply): void {
    this.rejections.set(address.toLowerCase(), reply);
  }

  accept(address: string): void {
    this.rejections.delete(address.toLowerCase());
  }

  /** Withholds the reply to every DATA from now on, until the gate is released. */
  holdData(): DataGate {
    let release!: () => void;
    let onHeld!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    this.gate = { release, released, onHeld };
    return {
      held,
      release: () => {
        this.gate = undefined;
        release();
      },
    };
  }

  close(): Promise<void> {
    this.gate?.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(to: string[], raw: string): Promise<void> {
    const gate = this.gate;
    if (gate) {
      gate.onHeld();
      await gate.released;
    }
    const rejection = to.map((address) => this.rejections.get(address)).find(Boolean);
    this.attempts.push({ to, reply: rejection?.code ?? 250 });
    if (rejection) throw Object.assign(new Error(rejection.text), { responseCode: rejection.code });
    this.accepted.push({ to, ...parseMessage(raw) });
  }
}
