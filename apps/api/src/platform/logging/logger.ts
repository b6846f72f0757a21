import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Structured JSON logs. Never pass request bodies, headers or personal data to these. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['*.password', '*.token', '*.email', '*.authorization', 'req.headers'], censor: '[redacted]' },
  });
}

/** Lets Nest's own messages go through the same structured logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest.at(-1) as string | undefined);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string): void {
    if (message && typeof message === 'object') this.pino[level]({ context, ...(message as object) });
    else this.pino[level]({ context }, String(message));
  }
}
