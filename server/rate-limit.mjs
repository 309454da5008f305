// A fixed-window request counter per client, in memory: enough to stop one client from filling
// the local inbox, with no state that outlives the process.

/**
 * @typedef {{ ok: true } | { ok: false, retryAfterSeconds: number }} RateDecision
 */

/**
 * Allows `limit` requests per client in each window of `windowMs` milliseconds.
 * @param {{ limit: number, windowMs: number, now?: () => number }} options
 * @returns {(client: string) => RateDecision}
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const windows = new Map();
  return function take(client) {
    const time = now();
    // Forget finished windows now and then, so many one-off clients cannot grow the map for ever.
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    }
    let window = windows.get(client);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
  };
}
