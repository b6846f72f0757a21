import { Injectable } from '@nestjs/common';
import type { DomainEvent } from './domain-event';

export type EventClass<E extends DomainEvent> = abstract new (...args: never[]) => E;
export type EventHandler<E extends DomainEvent> = (event: E) => Promise<void>;

/**
 * A typed in-process event bus. `emit` runs the handlers of the event's class one after another and waits for
 * them; the first failure rejects, so the emitting transaction rolls back. (@nestjs/event-emitter would fit
 * Nest 11 too, but by default it swallows listener errors, which would break that guarantee.)
 */
@Injectable()
export class EventBus {
  private readonly handlers = new Map<EventClass<DomainEvent>, Array<EventHandler<DomainEvent>>>();

  on<E extends DomainEvent>(type: EventClass<E>, handler: EventHandler<E>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as EventHandler<DomainEvent>);
    this.handlers.set(type, list);
  }

  async emit(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.constructor as EventClass<DomainEvent>) ?? []) await handler(event);
  }
}
