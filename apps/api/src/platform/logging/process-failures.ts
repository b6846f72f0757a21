import type { Logger } from 'pino';
import { currentRequest } from '../http/request-scope';

/** What the process-level handlers need from Node's `process` (a stand-in in unit specs). */
export interface ProcessEvents {
  on(event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void): unknown;
}

export interface ProcessFailureOptions {
  log: Logger;
  /** Best-effort cleanup before exiting (stopping the embedded database), cut short after cleanupTimeoutMs. */
  cleanup?: () => Promise<void>;
  cleanupTimeoutMs?: number;
  exit?: (code: number) => void;
  events?: ProcessEvents;
}

/** The exit code of a process that ended on a failure nobody handled: the supervisor or orchestrator restarts it. */
export const UNHANDLED_FAILURE_EXIT_CODE = 70;

/**
 * A rejection or exception nobody handled leaves the process in a state no code planned for: log it (with the id
 * of the request it happened in, when there was one; Node runs these handlers in the failing code's async
 * context) and end the process with a non-zero code, so `npm start`'s supervisor or the orchestrator restarts it.
 */
export function exitOnUnhandledFailures({
  log,
  cleanup,
  cleanupTimeoutMs = 5000,
  exit = (code) => process.exit(code),
  events = process,
}: ProcessFailureOptions): void {
  let exiting = false;
  const fail = (kind: string) => (error: unknown) => {
    log.fatal({ requestId: currentRequest()?.requestId, err: describe(error) }, `${kind}: exiting`);
    if (exiting) return;
    exiting = true;
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, cleanupTimeoutMs).unref());
    Promise.race([cleanup?.() ?? Promise.resolve(), deadline])
      .catch((cleanupError: unknown) => log.error({ err: describe(cleanupError) }, 'cleanup before exiting failed'))
      .finally(() => exit(UNHANDLED_FAILURE_EXIT_CODE))
      .catch(() => undefined);
  };
  events.on('unhandledRejection', fail('unhandled promise rejection'));
  events.on('uncaughtException', fail('uncaught exception'));
}

function describe(error: unknown): { name?: string; message: string; code?: unknown; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, message: error.message, code: (error as { code?: unknown }).code, stack: error.stack };
}
