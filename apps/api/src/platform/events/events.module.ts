import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** One event bus per application, available to every module. */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
