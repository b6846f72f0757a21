export { AbuseModule } from './abuse.module';
export { BotTrap } from './bot-trap.service';
export { isLikelyBot } from './form-trap';
