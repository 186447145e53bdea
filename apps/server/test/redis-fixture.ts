import { Redis } from "ioredis";

/** The Redis the scale-out tests share (127.0.0.1:6379 unless REDIS_URL says otherwise). */
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether that Redis answers; a test that needs it is skipped on a machine without one. */
export const redisReachable: boolean = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

/** A client of the test's own for the length of `use`, closed after (even when `use` throws). */
export async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL);
  try {
    return await use(redis);
  } finally {
    await redis.quit();
  }
}

/** Deletes what a test wrote under its own key patterns (e.g. `pasal-test:<uuid>:*`), so runs leave nothing behind. */
export function deleteRedisKeys(...patterns: string[]): Promise<void> {
  return withRedis(async (redis) => {
    for (const pattern of patterns) {
      const keys = await redis.keys(pattern);
      if (keys.length > 0) await redis.del(...keys);
    }
  });
}
