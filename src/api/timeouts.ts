/**
 * How long a request may take. A call is sent, and after an expired token (401, empty body) the
 * session is renewed and the call sent again (client.ts): three steps, each given up after
 * REQUEST_TIMEOUT_MS. REQUEST_BUDGET_MS is the longest a call can take before it ends one way or
 * the other; whatever waits on a call (the outbox watchdog) waits longer than that.
 */

/** One step: the call, the token refresh, the call sent again. */
export const REQUEST_TIMEOUT_MS = 20_000

/** Send, refresh, send again, each at its timeout. */
export const REQUEST_BUDGET_MS = 3 * REQUEST_TIMEOUT_MS
