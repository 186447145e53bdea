import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Product } from "@pasal/shared";
import type { Db } from "../../db/client.js";
import { brands, categories, orderLines, products } from "../../db/schema/index.js";
import { TimeSlicer } from "../search/time-slicer.js";
import { CatalogSnapshot } from "./catalog-snapshot.js";
import { toApiProduct, type ProductRow } from "./product-mapper.js";
import { StringPool } from "./string-pool.js";

const POLL_INTERVAL_MS = 1000;
/** Redis channel on which an instance that changed the catalogue tells the others what changed. */
export const CATALOG_CHANGED_CHANNEL = "pasal:catalog:changed";
/** How soon an order's stock shows in the snapshot; a burst of orders shares one read. */
const ORDER_BATCH_MS = 200;
/**
 * How long a version move may stay unexplained by an applied change before the poll rebuilds
 * everything: long enough for an order batch and an announcement to arrive, short enough that a
 * write by a script shows within seconds.
 */
const UNEXPLAINED_GRACE_MS = 3000;
/**
 * Rows per query of a full build: each page is a short database call, with requests served
 * between (on the embedded database the query itself runs on this thread).
 */
const BUILD_PAGE = 200;
/** Products re-read per query when a change names many (a category of thousands). */
const APPLY_CHUNK = 1000;
/** A full build pauses at least this often (docs/decisions/035-writes-cost-what-they-change.md). */
const BUILD_SLICE_MS = 20;

/**
 * What a committed write changed. The catalogue re-reads exactly these rows, here and on every
 * other instance, so an announcement never carries stale data of its own.
 */
export interface CatalogChange {
  /** Products created, edited, archived or with stock moved by hand. */
  products?: readonly string[];
  /** Orders placed or cancelled: their products' stock and sales moved. */
  orders?: readonly string[];
  /** Categories or brands changed (a rename reaches all their products). */
  categories?: readonly string[];
  brands?: readonly string[];
  /** A bulk change (an import): build everything again. */
  full?: boolean;
}

interface Announcement extends CatalogChange {
  origin: string;
}

/**
 * Owns the in-memory catalogue (decisions 003 and 035). It builds a snapshot at start; afterwards
 * each write names what it changed and apply() re-reads only those rows into the snapshot. Changes
 * are announced on Redis so other instances apply the same. A poll of the catalogue version (a
 * sequence advanced by triggers on every catalogue write, migration 0001) is the safety net: a
 * version move that no applied change explains within a few seconds (a script, a lost message)
 * makes a full build, read in pages and sorted in slices so requests keep being answered, then
 * swapped in whole.
 */
export class CatalogService {
  private snapshot: CatalogSnapshot | undefined;
  private building: Promise<CatalogSnapshot> | undefined;
  /** Applies and builds run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private orderTimer: NodeJS.Timeout | undefined;
  private readonly pendingOrders = new Set<string>();
  /** A version the poll saw that no applied change has explained yet, and since when. */
  private unexplained: { version: number; since: number } | undefined;
  /** Set on shutdown: work still in flight then finishes without writing to a closed logger. */
  private stopped = false;
  private subscriber: Redis | undefined;
  private publisher: Redis | undefined;
  private readonly origin = randomUUID();
  /** Work that must catch up with a back-office change before it is done (the search indexes). */
  private readonly followers: (() => Promise<void>)[] = [];
  /** Told the ids of products replaced or removed in place (the search's stock flags follow them). */
  private readonly appliedListeners: ((ids: readonly string[]) => void)[] = [];
  /** Category and brand names by id, from the lists last read. */
  private names = { categories: new Map<string, string>(), brands: new Map<string, string>() };
  /** Full builds so far: tests assert that no write path needs one. */
  fullBuilds = 0;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    /** PUBLIC_URL, for the absolute media URLs in the snapshot's cached bodies. */
    private readonly publicUrl?: string,
  ) {}

  async current(): Promise<CatalogSnapshot> {
    return this.snapshot ?? this.reload();
  }

  /** Builds the whole snapshot again (start, import); concurrent callers share one build. */
  reload(): Promise<CatalogSnapshot> {
    this.building ??= this.enqueue(() => this.build()).finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /**
   * After a committed write: the change is in this instance's snapshot (and search) when this
   * resolves, and announced to the other instances. A failure is the caller's to log; the poll
   * repairs the snapshot later.
   */
  async changed(change: CatalogChange): Promise<void> {
    const resolved = await this.enqueue(() => this.applyNow(change));
    await this.catchUp();
    await this.announce(resolved);
  }

  /**
   * After orders were placed or cancelled: their products' stock and sales reach the snapshot
   * shortly, in one read for a whole burst, not while the buyer waits. Checkout reads stock in its
   * own transaction, so a snapshot a moment behind only affects what is shown.
   */
  ordersChanged(orderIds: readonly string[]): void {
    for (const id of orderIds) this.pendingOrders.add(id);
    if (this.stopped || this.pendingOrders.size === 0) return;
    this.orderTimer ??= setTimeout(() => {
      this.orderTimer = undefined;
      const orders = [...this.pendingOrders];
      this.pendingOrders.clear();
      void this.changed({ orders }).catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue update after orders failed"));
    }, ORDER_BATCH_MS);
    this.orderTimer.unref();
  }

  /** Applies orders still waiting for their batch now, and waits for every queued change (tests, shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.orderTimer);
    this.orderTimer = undefined;
    if (this.pendingOrders.size > 0) {
      const orders = [...this.pendingOrders];
      this.pendingOrders.clear();
      await this.changed({ orders });
    }
    await this.queue;
  }

  /**
   * With REDIS_URL: each change is announced on a channel with what it changed, and every other
   * instance re-reads the same rows at once (the poll stays, for a missed message or a script).
   */
  async listenForChanges(redis: Redis): Promise<void> {
    this.publisher = redis;
    this.subscriber = redis.duplicate();
    this.subscriber.on("message", (_channel: string, message: string) => {
      const change = parseAnnouncement(message);
      if (!change || change.origin === this.origin) return;
      void this.enqueue(() => this.applyNow(change))
        .then(() => this.catchUp())
        .catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue update from an announcement failed"));
    });
    await this.subscriber.subscribe(CATALOG_CHANGED_CHANNEL);
  }

  follow(work: () => Promise<void>): void {
    this.followers.push(work);
  }

  onApplied(listener: (ids: readonly string[]) => void): void {
    this.appliedListeners.push(listener);
  }

  private async catchUp(): Promise<void> {
    for (const work of this.followers) await work();
  }

  private async announce(change: CatalogChange): Promise<void> {
    const message: Announcement = { origin: this.origin, ...change };
    await this.publisher?.publish(CATALOG_CHANGED_CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
      this.liveLog()?.error({ err: error }, "catalogue change announcement failed");
    });
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private liveLog(): FastifyBaseLogger | undefined {
    return this.stopped ? undefined : this.log;
  }

  startPolling(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => {
      void this.checkVersion().catch((error: unknown) => this.liveLog()?.error({ err: error }, "catalogue version check failed"));
    }, POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /** On shutdown: no more updates start, and one in flight is waited for (its errors no longer matter). */
  async stop(): Promise<void> {
    this.stopPolling();
    await this.queue.catch(() => undefined);
  }

  stopPolling(): void {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.orderTimer);
    this.timer = undefined;
    this.orderTimer = undefined;
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  /**
   * The safety net: a version the snapshot has not reached, still not reached by an applied change
   * after UNEXPLAINED_GRACE_MS, means a write nobody announced; then everything is built again.
   */
  async checkVersion(now = Date.now()): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const version = Number(await this.readVersion());
    // Under steady writes the database is always a little ahead; what matters is whether the
    // version noted earlier has since been reached by an applied change.
    if (this.unexplained && Number(snapshot.version) >= this.unexplained.version) this.unexplained = undefined;
    if (version <= Number(snapshot.version)) return;
    this.unexplained ??= { version, since: now };
    if (now - this.unexplained.since < UNEXPLAINED_GRACE_MS || this.building) return;
    this.liveLog()?.info({ version, snapshot: snapshot.version }, "catalogue version moved without an announced change: full build");
    this.unexplained = undefined;
    await this.reload();
    await this.catchUp();
  }

  private async readVersion(): Promise<string> {
    // Both drivers answer execute() with { rows }; the generic type does not say so.
    const result = (await this.db.execute(sql`select last_value, is_called from catalog_version`)) as unknown as {
      rows: { last_value: string | number; is_called: boolean }[];
    };
    const row = result.rows[0];
    return row && row.is_called ? String(row.last_value) : "0";
  }

  /**
   * Product rows in id order, from the products table alone, so each page of a full build is a
   * walk along its primary key; category and brand names come from the lists read with them.
   */
  private selectProducts(where: SQL | undefined, limit?: number) {
    const query = this.db.select().from(products).where(where).orderBy(asc(products.id));
    return limit === undefined ? query : query.limit(limit);
  }

  /**
   * One page of a full build. The embedded database has no planner statistics (PGlite runs no
   * autovacuum), and without them the planner read and sorted the whole table for every page
   * (3.3 s a page at 100,000 products, 2026-11-27, load average 16): the page is told to walk the
   * primary key instead, which is also the right plan on PostgreSQL.
   */
  private readPage(where: SQL | undefined) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.select().from(products).where(where).orderBy(asc(products.id)).limit(BUILD_PAGE);
    });
  }

  private async readCategoriesAndBrands() {
    const [categoryRows, brandRows] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
      this.db.select().from(brands).orderBy(asc(brands.name)),
    ]);
    const lists = {
      categories: categoryRows.map((c) => ({ _id: c.id, categoryName: c.name, image: c.image })),
      brands: brandRows.map((b) => ({ _id: b.id, subcategoryName: b.name, logo: b.logo, image: b.image })),
    };
    this.names = {
      categories: new Map(lists.categories.map((c) => [c._id, c.categoryName])),
      brands: new Map(lists.brands.map((b) => [b._id, b.subcategoryName])),
    };
    return lists;
  }

  /** The API product of a row, named with the category and brand lists last read. */
  private toProduct(row: ProductRow): Product | undefined {
    const category = this.names.categories.get(row.categoryId);
    const brand = this.names.brands.get(row.brandId);
    return category === undefined || brand === undefined ? undefined : toApiProduct(row, category, brand);
  }

  /**
   * The whole catalogue, read in pages by id and sorted in slices, so that no step holds the event
   * loop for long even at 100,000 products; requests keep the previous snapshot until the swap.
   */
  private async build(): Promise<CatalogSnapshot> {
    const started = performance.now();
    const slicer = new TimeSlicer(BUILD_SLICE_MS);
    // The version is read before the rows: a write in between leaves the version ahead, and the poll builds again.
    const version = await this.readVersion();
    const { categories: categoryList, brands: brandList } = await this.readCategoriesAndBrands();
    const list = [];
    const strings = new StringPool();
    let after: string | undefined;
    for (;;) {
      const shop = and(eq(products.published, true), isNull(products.archivedAt), after === undefined ? undefined : gt(products.id, after));
      const rows = await this.readPage(shop);
      for (const row of rows) {
        const product = this.toProduct(row);
        if (product) list.push(strings.share(product));
      }
      await slicer.pause();
      if (rows.length < BUILD_PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
    const snapshot = await CatalogSnapshot.build(version, list, categoryList, brandList, this.publicUrl, slicer);
    slicer.finish();
    this.snapshot = snapshot;
    this.fullBuilds += 1;
    this.liveLog()?.info(
      { version, products: list.length, ms: Math.round(performance.now() - started), longestSliceMs: Math.round(slicer.longestSliceMs) },
      "catalogue built",
    );
    return snapshot;
  }

  /**
   * Re-reads what the change names and puts it into the snapshot in place. Returns the change with
   * orders resolved to their products, which is what the other instances are told.
   */
  private async applyNow(change: CatalogChange): Promise<CatalogChange> {
    if (change.full || !this.snapshot) {
      await this.build();
      return { full: true };
    }
    const version = await this.readVersion();
    const ids = new Set(change.products ?? []);
    if (change.orders?.length) {
      const lines = await this.db
        .selectDistinct({ productId: orderLines.productId })
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...change.orders]));
      for (const line of lines) if (line.productId) ids.add(line.productId);
    }
    const changedCategories = (change.categories ?? []).filter((id) => UUID.test(id));
    const changedBrands = (change.brands ?? []).filter((id) => UUID.test(id));
    const namesChanged = changedCategories.length + changedBrands.length > 0;
    if (namesChanged) {
      const owners = await this.db
        .select({ id: products.id })
        .from(products)
        .where(
          or(
            changedCategories.length ? inArray(products.categoryId, changedCategories) : undefined,
            changedBrands.length ? inArray(products.brandId, changedBrands) : undefined,
          ),
        );
      for (const row of owners) ids.add(row.id);
    }
    const wanted = [...ids].filter((id) => UUID.test(id));
    const rows = [];
    for (let k = 0; k < wanted.length; k += APPLY_CHUNK) {
      rows.push(...(await this.selectProducts(inArray(products.id, wanted.slice(k, k + APPLY_CHUNK)))));
    }
    // A product in a category or brand created since the lists were read: read them again.
    const lists =
      namesChanged || rows.some((r) => !this.names.categories.has(r.categoryId) || !this.names.brands.has(r.brandId))
        ? await this.readCategoriesAndBrands()
        : undefined;
    const upserts = rows.flatMap((row) => (row.published && row.archivedAt === null ? (this.toProduct(row) ?? []) : []));
    const kept = new Set(upserts.map((p) => p._id));
    const snapshot = this.snapshot;
    snapshot.apply({
      upserts,
      removed: wanted.filter((id) => !kept.has(id)),
      ...(lists ?? {}),
      version: String(Math.max(Number(version), Number(snapshot.version))),
    });
    for (const listener of this.appliedListeners) listener(wanted);
    return {
      products: wanted,
      ...(changedCategories.length ? { categories: changedCategories } : {}),
      ...(changedBrands.length ? { brands: changedBrands } : {}),
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An announcement from another instance; anything malformed is ignored (the poll still catches up). */
function parseAnnouncement(message: string): Announcement | undefined {
  try {
    const parsed = JSON.parse(message) as unknown;
    if (typeof parsed !== "object" || parsed === null || typeof (parsed as Announcement).origin !== "string") return undefined;
    const { origin, products: ids, categories: cats, brands: brandIds, full } = parsed as Record<string, unknown>;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : undefined);
    return {
      origin: origin as string,
      ...(strings(ids) ? { products: strings(ids) } : {}),
      ...(strings(cats) ? { categories: strings(cats) } : {}),
      ...(strings(brandIds) ? { brands: strings(brandIds) } : {}),
      ...(full === true ? { full: true } : {}),
    };
  } catch {
    return undefined;
  }
}
