import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";
import { CatalogSnapshot } from "./catalog-snapshot.js";
import { toApiProduct } from "./product-mapper.js";

const POLL_INTERVAL_MS = 1000;
/** Redis channel on which an instance that changed the catalogue tells the others to look now. */
export const CATALOG_CHANGED_CHANNEL = "pasal:catalog:changed";
/** How soon a stock-only change (an order) shows in the snapshot; a burst of orders shares one reload. */
const REFRESH_DELAY_MS = 200;

/**
 * Owns the in-memory catalogue. It loads a snapshot at start, then polls the catalogue version
 * (a sequence advanced by triggers on every catalogue write, migration 0001) and reloads when
 * it moved, so writes made by another process or instance show up within a second.
 */
export class CatalogService {
  private snapshot: CatalogSnapshot | undefined;
  private loading: Promise<CatalogSnapshot> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  /** Set on shutdown: a reload still in flight then finishes without writing to a closed logger. */
  private stopped = false;
  private subscriber: Redis | undefined;
  private publisher: Redis | undefined;
  /** Work that must catch up with a back-office change before it is done (the search indexes). */
  private readonly followers: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    /** PUBLIC_URL, for the absolute media URLs in the snapshot's cached bodies. */
    private readonly publicUrl?: string,
  ) {}

  async current(): Promise<CatalogSnapshot> {
    return this.snapshot ?? this.reload();
  }

  /** Reloads now; callers that just wrote to the catalogue use it to read their own write. */
  reload(): Promise<CatalogSnapshot> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /**
   * For writes that only move stock and sold counts (orders): reload shortly, once for a whole
   * burst, instead of rebuilding the snapshot for every order while the buyer waits. Checkout
   * reads stock inside its transaction, so a snapshot a moment behind only affects what is shown.
   */
  refreshSoon(): void {
    this.refreshTimer ??= setTimeout(() => {
      this.refreshTimer = undefined;
      void this.reloadIfChanged().catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue refresh failed"));
    }, REFRESH_DELAY_MS);
    this.refreshTimer.unref();
  }

  /**
   * With REDIS_URL: a back-office write is announced on a channel and every instance reloads at
   * once, instead of at its next poll (the poll stays, for a missed message or a write by a script).
   */
  async listenForChanges(redis: Redis): Promise<void> {
    this.publisher = redis;
    this.subscriber = redis.duplicate();
    this.subscriber.on("message", () => {
      void this.reloadIfChanged().then(() => this.catchUp()).catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue refresh failed"));
    });
    await this.subscriber.subscribe(CATALOG_CHANGED_CHANNEL);
  }

  follow(work: () => Promise<void>): void {
    this.followers.push(work);
  }

  private async catchUp(): Promise<void> {
    for (const work of this.followers) await work();
  }

  /** After a committed back-office write: reload here (search included), and tell the other instances. */
  async changed(): Promise<void> {
    await this.reload();
    await this.catchUp();
    await this.publisher?.publish(CATALOG_CHANGED_CHANNEL, this.snapshot?.version ?? "").catch((error: unknown) => {
      this.liveLog()?.error({ err: error }, "catalogue change announcement failed");
    });
  }

  private liveLog(): FastifyBaseLogger | undefined {
    return this.stopped ? undefined : this.log;
  }

  startPolling(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => {
      void this.reloadIfChanged().catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue refresh failed"));
    }, POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /** On shutdown: no more reloads start, and one in flight is waited for (its errors no longer matter). */
  async stop(): Promise<void> {
    this.stopPolling();
    await this.loading?.catch(() => undefined);
  }

  stopPolling(): void {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.refreshTimer);
    this.timer = undefined;
    this.refreshTimer = undefined;
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  async reloadIfChanged(): Promise<void> {
    if (!this.snapshot || (await this.readVersion()) !== this.snapshot.version) await this.reload();
  }

  private async readVersion(): Promise<string> {
    // Both drivers answer execute() with { rows }; the generic type does not say so.
    const result = (await this.db.execute(sql`select last_value, is_called from catalog_version`)) as unknown as {
      rows: { last_value: string | number; is_called: boolean }[];
    };
    const row = result.rows[0];
    return row && row.is_called ? String(row.last_value) : "0";
  }

  private async load(): Promise<CatalogSnapshot> {
    const started = performance.now();
    // The version is read before the rows: a write in between makes the next poll reload again.
    const version = await this.readVersion();
    const [categoryRows, brandRows, rows] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
      this.db.select().from(brands).orderBy(asc(brands.name)),
      this.db
        .select({ product: products, categoryName: categories.name, brandName: brands.name })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .innerJoin(brands, eq(products.brandId, brands.id))
        // Drafts and archived products are the back office's only: not in the shop, search or recommendations.
        .where(and(eq(products.published, true), isNull(products.archivedAt))),
    ]);
    const snapshot = new CatalogSnapshot(
      version,
      rows.map((r) => toApiProduct(r.product, r.categoryName, r.brandName)),
      categoryRows.map((c) => ({ _id: c.id, categoryName: c.name, image: c.image })),
      brandRows.map((b) => ({ _id: b.id, subcategoryName: b.name, logo: b.logo, image: b.image })),
      this.publicUrl,
    );
    this.snapshot = snapshot;
    this.liveLog()?.info(
      { version, products: rows.length, ms: Math.round(performance.now() - started) },
      "catalogue loaded",
    );
    return snapshot;
  }
}
