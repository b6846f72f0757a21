import type { EntityManager } from 'typeorm';
import { DomainEvent } from './domain-event';
import { EventBus } from './event-bus';
import { waitUntil } from '../../../test/support/wait-until';

class ThingHappened extends DomainEvent {
  constructor(readonly name: string) {
    super({} as EntityManager);
  }
}
class OtherThingHappened extends DomainEvent {}

describe('EventBus', () => {
  it('runs the handlers of the emitted class in registration order, each finishing before the next starts', async () => {
    const bus = new EventBus();
    const log: string[] = [];
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    bus.on(ThingHappened, async (event) => {
      log.push(`first started ${event.name}`);
      await firstMayFinish;
      log.push('first finished');
    });
    bus.on(ThingHappened, async () => {
      log.push('second started');
    });
    bus.on(OtherThingHappened, async () => {
      log.push('other');
    });

    const emitted = bus.emit(new ThingHappened('a'));
    await waitUntil(
      'the first handler to start',
      async () => log.length,
      (n) => n > 0,
      5_000,
    );
    expect(log).toEqual(['first started a']);
    releaseFirst();
    await emitted;
    expect(log).toEqual(['first started a', 'first finished', 'second started']);
  });

  it('rejects with the first handler failure and skips the handlers after it', async () => {
    const bus = new EventBus();
    const ran: string[] = [];
    bus.on(ThingHappened, async () => {
      throw new Error('profile refused');
    });
    bus.on(ThingHappened, async () => {
      ran.push('after');
    });
    await expect(bus.emit(new ThingHappened('b'))).rejects.toThrow('profile refused');
    expect(ran).toEqual([]);
  });

  it('does nothing for an event nobody handles', async () => {
    await expect(new EventBus().emit(new OtherThingHappened({} as EntityManager))).resolves.toBeUndefined();
  });
});
