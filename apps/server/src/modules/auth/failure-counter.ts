import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";

/**
 * Counts failures only (a wrong password, a wrong code) under a key, for a fixed window that
 * starts at the first failure. Unlike a request limit, a success never uses up anything, and a
 * success may clear the key. In memory, or in Redis when REDIS_URL is set, so that every
 * instance sees the same counts (decision 011).
 */
export class FailureCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    redis: Redis | undefined,
    name: string,
    readonly max: number,
    minutes: number,
  ) {
    const options = { keyPrefix: `pasal:fail:${name}`, points: max, duration: minutes * 60 };
    this.limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  }

  /** Seconds until this key may fail again once it has used up its failures; 0 while it may still try. */
  async waitSeconds(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < this.max) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /**
   * Takes one failure's slot before the check it guards, atomically (the store increments and
   * compares in one step): 0 when taken, else the seconds to wait. Forty parallel guesses then
   * get at most `max` checks between them; reading the count first and failing afterwards let
   * every request that read before the first failure landed through (decision 011).
   * Give the slot back with `refund` when the check passed.
   */
  async reserve(key: string): Promise<number> {
    try {
      await this.limiter.consume(key, 1);
      return 0;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
    }
  }

  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** "Please try again in 3 minutes." from a wait in seconds. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
