import { describe, expect, it } from "vitest";
import { CACHE_LIFETIME_MS, createQueryClient, retryDelay } from "./query-client";

describe("the shared data layer", () => {
  const defaults = createQueryClient().getDefaultOptions();

  it("caches for 5 minutes, retries 3 times, refetches on focus and reconnect", () => {
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    expect(defaults.queries).toMatchObject({ gcTime: 300_000, retry: 3, refetchOnWindowFocus: true, refetchOnReconnect: true });
  });

  it("backs off exponentially, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("never retries a mutation: a request must not be sent twice", () => {
    expect(defaults.mutations?.retry).toBe(false);
  });
});
