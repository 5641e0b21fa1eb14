import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request (or running one job) carries. */
export interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `scope` as the current request; everything it awaits inherits it. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The request being served, if any: services and jobs read it without being handed it. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * For pino's `mixin`: adds `reqId` to every line logged inside a request or job, from the root
 * logger as well as from a request's own, so one id follows REST → GraphQL → services → jobs.
 */
export function requestIdLogFields(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}
