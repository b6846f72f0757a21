/**
 * Runs `pass` when kicked, one at a time: a kick during a pass makes it go round once more when it ends, so work
 * announced meanwhile is not missed. `idle()` resolves once no pass is running and none is owed.
 */
export class PassLoop {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly pass: () => Promise<unknown>) {}

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = undefined));
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No pass starts after this; resolves once the running one has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
