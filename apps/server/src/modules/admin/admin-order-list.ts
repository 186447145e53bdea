import { paisaToRupees, type AdminOrderFilter, type AdminOrderListQuery, type AdminOrderRow } from "@pasal/shared";
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";

/** Nepal is UTC+05:45 all year: a Nepal date's day starts at that instant. */
const nepalDayStart = (day: string) => new Date(`${day}T00:00:00+05:45`);
const nextNepalDay = (day: string) => new Date(nepalDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The same expressions as the indexes of migration 0006, so that a prefix search stays on them.
const phone = sql`(${orders.contact} ->> 'phone')`;
const email = sql`lower(${orders.contact} ->> 'email')`;
const fullName = sql`lower((${orders.contact} ->> 'firstName') || ' ' || (${orders.contact} ->> 'lastName'))`;
const lastName = sql`lower(${orders.contact} ->> 'lastName')`;
const district = sql`(${orders.shippingAddress} ->> 'district')`;

/** Search matches the start of the order id, phone, e-mail, full name or last name. */
function searchCondition(q: string): SQL {
  const lower = q.toLowerCase();
  const digits = q.replace(/[\s-]/g, "");
  return or(
    sql`${orders.orderNumber} like ${likePrefix(q.toUpperCase())}`,
    /^\+?\d+$/.test(digits) ? sql`${phone} like ${likePrefix(digits.replace(/^\+?977/, ""))}` : undefined,
    sql`${email} like ${likePrefix(lower)}`,
    sql`${fullName} like ${likePrefix(lower)}`,
    sql`${lastName} like ${likePrefix(lower)}`,
  )!;
}

export function orderFilterWhere(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.district ? sql`${district} = ${filter.district}` : undefined,
    filter.from ? gte(orders.createdAt, nepalDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, nextNepalDay(filter.to)) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
}

/**
 * The sort keys (a whitelist, never a name from the request), ending in the id so that pages and
 * cursors are stable. Status sorts on (status, created_at, id), the order of one of the indexes of
 * migration 0009, so it needs no sort step either.
 */
function sortOf(sort: AdminOrderFilter["sort"]) {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "") as "createdAt" | "totalAmount" | "status";
  const columns = { createdAt: [orders.createdAt], totalAmount: [orders.totalPaisa], status: [orders.status, orders.createdAt] }[key];
  const direction = descending ? desc : asc;
  return { columns, descending, orderBy: [...columns, orders.id].map((column) => direction(column)) };
}

// Scalars, not the whole contact document: less to copy out of the database and no JSON to parse
// per row, which is most of the CSV's cost at 100,000 rows.
const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalPaisa: orders.totalPaisa,
  createdAt: orders.createdAt,
  name: sql<string>`trim(coalesce(${orders.contact} ->> 'firstName', '') || ' ' || coalesce(${orders.contact} ->> 'lastName', ''))`,
  email: sql<string>`coalesce(${orders.contact} ->> 'email', '')`,
  phone: sql<string>`coalesce(${orders.contact} ->> 'phone', '')`,
  district: sql<string>`coalesce(${district}, '')`,
};
type ListRow = Pick<typeof orders.$inferSelect, "id" | "orderNumber" | "status" | "paymentStatus" | "paymentMethod" | "totalPaisa" | "createdAt"> & {
  name: string;
  email: string;
  phone: string;
  district: string;
};

function toRow(row: ListRow): AdminOrderRow {
  return {
    orderId: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalAmount: paisaToRupees(row.totalPaisa),
    createdAt: row.createdAt.toISOString(),
    customer: { name: row.name, email: row.email, phone: row.phone },
    district: row.district,
  };
}

/**
 * Up to this many matches the table's total is counted exactly; above it, it is the query
 * planner's estimate (decision 019). Counting exactly means visiting every matching row: 20,000
 * orders of one status took 100-200 ms on the embedded database, several times the page's budget.
 */
export const EXACT_TOTAL_UP_TO = 1000;

/** The planner's estimate of the rows a query returns (EXPLAIN without ANALYZE: plans, runs nothing). */
async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan?: { "Plan Rows"?: number } }[];
  return Math.round(plan[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** How many orders match, counting no further than `upTo + 1`. */
function cappedCount(db: Db, where: SQL | undefined, upTo: number) {
  return db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(upTo + 1)
      .as("capped"),
  );
}

export type AdminOrderList = { items: AdminOrderRow[]; total: number; totalIsEstimate: boolean };

/**
 * The back office's order table: server-paged, filtered, searched and sorted in SQL. The total is
 * exact when the page itself shows where the list ends or when at most `exactUpTo` orders match;
 * otherwise it is the planner's estimate, never below what is known to exist, and flagged
 * `totalIsEstimate`. The estimate is asked first, so a large result is never counted at all and a
 * small one is counted only as far as `exactUpTo + 1` even when the estimate was wrong.
 */
export async function listOrders(db: Db, query: AdminOrderListQuery, exactUpTo = EXACT_TOTAL_UP_TO): Promise<AdminOrderList> {
  const where = orderFilterWhere(query);
  const { orderBy } = sortOf(query.sort);
  const offset = (query.page - 1) * query.limit;
  const rows = (await db
    .select(rowColumns)
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offset)) as ListRow[];
  const items = rows.map(toRow);
  // A short page that is not past the end is the last one: the total needs no count.
  if (rows.length < query.limit && (rows.length > 0 || offset === 0)) return { items, total: offset + rows.length, totalIsEstimate: false };
  const atLeast = Math.max(exactUpTo + 1, offset + rows.length);
  const estimate = await plannedRows(
    db,
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(where),
  );
  if (estimate <= exactUpTo) {
    const [counted] = await cappedCount(db, where, exactUpTo);
    const n = counted?.n ?? 0;
    if (n <= exactUpTo) return { items, total: n, totalIsEstimate: false };
  }
  return { items, total: Math.max(estimate, atLeast), totalIsEstimate: true };
}

const CSV_PAGE = 2000;

/**
 * Every order of the filter, in batches on a keyset cursor (the sort key, id): each batch is one
 * short indexed query, so memory stays flat however many orders there are, no row is skipped or
 * repeated by OFFSET arithmetic, and on the embedded database other requests run between batches
 * (a single long cursor would hold its only connection for the whole export).
 */
export async function* allOrders(db: Db, filter: AdminOrderFilter, batch = CSV_PAGE): AsyncGenerator<AdminOrderRow> {
  const where = orderFilterWhere(filter);
  const { columns, descending, orderBy } = sortOf(filter.sort);
  let after: SQL | undefined;
  for (;;) {
    // The timestamp's cursor is read as text: a JS Date keeps milliseconds, PostgreSQL microseconds.
    const rows = (await db
      .select({ ...rowColumns, exactCreatedAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(batch)) as (ListRow & { exactCreatedAt: string })[];
    for (const row of rows) yield toRow(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    const values = columns.map((column) =>
      column === orders.createdAt ? sql`${last.exactCreatedAt}::timestamptz` : column === orders.totalPaisa ? sql`${last.totalPaisa}` : sql`${last.status}`,
    );
    const key = sql.join([...columns, orders.id], sql`, `);
    const value = sql.join([...values, sql`${last.id}::uuid`], sql`, `);
    after = descending ? sql`(${key}) < (${value})` : sql`(${key}) > (${value})`;
  }
}

/** For bench/admin-orders-explain.ts: the statements one list page runs. */
export function explainables(db: Db, query: AdminOrderListQuery) {
  const where = orderFilterWhere(query);
  const { orderBy } = sortOf(query.sort);
  return [
    [
      "page",
      db
        .select(rowColumns)
        .from(orders)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    ],
    ["capped count", cappedCount(db, where, EXACT_TOTAL_UP_TO)],
  ] as const;
}
