import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** A per-key budget of events per minute; `take` answers false once the key's budget is spent. */
export class ChatRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(options: { perMinute: number; keyPrefix: string; redis?: Redis }) {
    const base = { points: options.perMinute, duration: 60, keyPrefix: options.keyPrefix };
    // With Redis the budget is shared by every instance; if Redis fails, each instance keeps
    // counting on its own rather than letting every message through or refusing them all.
    this.limiter = options.redis
      ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(base) })
      : new RateLimiterMemory(base);
  }

  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
