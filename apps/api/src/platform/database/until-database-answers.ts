import { isDatabaseUnavailable } from './database-unavailable';

export interface UntilDatabaseAnswersOptions {
  /** First wait after a failure; doubles up to maxWaitMs. */
  firstWaitMs?: number;
  maxWaitMs?: number;
  /** Checked before each new attempt: true gives up (the process is stopping) with the last error. */
  stopped?: () => boolean;
}

/**
 * Runs `work` until it succeeds, trying again while the database cannot be reached (0.5 s, doubling up to 5 s).
 * For bookkeeping about something that already happened (a mail the SMTP server accepted, an answer already
 * computed), which must not be lost to an outage. Any other error ends it at once.
 */
export async function untilDatabaseAnswers<T>(
  work: () => Promise<T>,
  { firstWaitMs = 500, maxWaitMs = 5000, stopped = () => false }: UntilDatabaseAnswersOptions = {},
): Promise<T> {
  for (let waitMs = firstWaitMs; ; waitMs = Math.min(waitMs * 2, maxWaitMs)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopped()) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
