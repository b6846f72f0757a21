import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
  /** As Express sees it: X-Forwarded-For only counts when TRUST_PROXY is on. */
  clientAddress: string | null;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request's handling with its scope available to anything it calls (the audit log). */
export const runInRequestScope = <T>(value: RequestScope, work: () => T): T => scope.run(value, work);

/** The request being handled, if any (undefined in background work such as the mail worker). */
export const currentRequest = (): RequestScope | undefined => scope.getStore();
