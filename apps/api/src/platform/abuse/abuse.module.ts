import { Global, Module } from '@nestjs/common';
import { BotTrap } from './bot-trap.service';

@Global()
@Module({ providers: [BotTrap], exports: [BotTrap] })
export class AbuseModule {}
