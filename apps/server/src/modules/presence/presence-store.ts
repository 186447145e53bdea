import { PRESENCE } from "@pasal/shared";
import type { Redis } from "ioredis";

export type PresenceKind = "user" | "guest";

export interface PresenceCounts {
  shoppers: number;
  guests: number;
}

/**
 * Who pinged when (docs/requirements/accounts.md#presence): someone is online while seen within
 * PRESENCE.onlineWindowMs.
 */
export interface PresenceStore {
  seen(kind: PresenceKind, id: string, at: number): Promise<void>;
  counts(now: number): Promise<PresenceCounts>;
  close(): Promise<void>;
}

/** One process: last-seen times in maps, old entries dropped as time passes. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly lastSeen: Record<PresenceKind, Map<string, number>> = { user: new Map(), guest: new Map() };
  private prunedAt = 0;

  constructor(private readonly windowMs: number = PRESENCE.onlineWindowMs) {}

  async seen(kind: PresenceKind, id: string, at: number): Promise<void> {
    this.lastSeen[kind].set(id, at);
    // Without this, ids that stop pinging would pile up between counts() calls.
    if (at - this.prunedAt >= this.windowMs) this.prune(at);
  }

  async counts(now: number): Promise<PresenceCounts> {
    this.prune(now);
    const since = now - this.windowMs;
    const count = (map: Map<string, number>) => {
      let n = 0;
      for (const at of map.values()) if (at >= since && at <= now) n++;
      return n;
    };
    return { shoppers: count(this.lastSeen.user), guests: count(this.lastSeen.guest) };
  }

  async close(): Promise<void> {
    this.lastSeen.user.clear();
    this.lastSeen.guest.clear();
  }

  private prune(now: number): void {
    const since = now - this.windowMs;
    for (const map of Object.values(this.lastSeen)) {
      for (const [id, at] of map) if (at < since) map.delete(id);
    }
    this.prunedAt = now;
  }
}

export interface RedisPresenceOptions {
  /** Keys are `${keyPrefix}users` and `${keyPrefix}guests`. */
  keyPrefix?: string;
  windowMs?: number;
}

/**
 * Shared by every app instance: one sorted set per kind, member = id, score = last-seen time.
 * The store owns the client and quits it on close.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly keys: Record<PresenceKind, string>;
  private readonly windowMs: number;

  constructor(
    private readonly redis: Redis,
    { keyPrefix = "pasal:presence:", windowMs = PRESENCE.onlineWindowMs }: RedisPresenceOptions = {},
  ) {
    this.keys = { user: `${keyPrefix}users`, guest: `${keyPrefix}guests` };
    this.windowMs = windowMs;
  }

  async seen(kind: PresenceKind, id: string, at: number): Promise<void> {
    const key = this.keys[kind];
    await this.redis
      .multi()
      .zadd(key, at, id)
      .zremrangebyscore(key, "-inf", `(${at - this.windowMs}`)
      // A set nobody pings any more disappears on its own, e.g. after every instance stopped.
      .pexpire(key, this.windowMs * 2)
      .exec();
  }

  async counts(now: number): Promise<PresenceCounts> {
    const since = now - this.windowMs;
    const results = await this.redis
      .multi()
      .zremrangebyscore(this.keys.user, "-inf", `(${since}`)
      .zcount(this.keys.user, since, now)
      .zremrangebyscore(this.keys.guest, "-inf", `(${since}`)
      .zcount(this.keys.guest, since, now)
      .exec();
    const count = (index: number) => {
      const [error, value] = results?.[index] ?? [new Error("presence counts: no reply"), 0];
      if (error) throw error;
      return Number(value);
    };
    return { shoppers: count(1), guests: count(3) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
