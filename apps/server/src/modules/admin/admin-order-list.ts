import { paisaToRupees, type AdminOrderFilter, type AdminOrderListQuery, type AdminOrderRow } from "@pasal/shared";
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
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

/** The sort column (a whitelist, never a name from the request) with the id as tiebreak, so pages and cursors are stable. */
function sortOf(sort: AdminOrderFilter["sort"]) {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "") as "createdAt" | "totalAmount" | "status";
  const column = { createdAt: orders.createdAt, totalAmount: orders.totalPaisa, status: orders.status }[key];
  const direction = descending ? desc : asc;
  return { column, descending, orderBy: [direction(column), direction(orders.id)] };
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalPaisa: orders.totalPaisa,
  createdAt: orders.createdAt,
  contact: orders.contact,
  district: district.mapWith(String),
};
type ListRow = { [K in keyof typeof rowColumns]: K extends "district" ? string | null : (typeof orders.$inferSelect)[K extends keyof typeof orders.$inferSelect ? K : never] };

function toRow(row: ListRow): AdminOrderRow {
  return {
    orderId: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalAmount: paisaToRupees(row.totalPaisa),
    createdAt: row.createdAt.toISOString(),
    customer: { name: `${row.contact.firstName} ${row.contact.lastName}`.trim(), email: row.contact.email, phone: row.contact.phone },
    district: row.district ?? "",
  };
}

/** The back office's order table: server-paged, filtered, searched and sorted in SQL. */
export async function listOrders(db: Db, query: AdminOrderListQuery): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where = orderFilterWhere(query);
  const { orderBy } = sortOf(query.sort);
  const [rows, [total]] = await Promise.all([
    db.select(rowColumns).from(orders).where(where).orderBy(...orderBy).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: (rows as ListRow[]).map(toRow), total: total?.n ?? 0 };
}

const CSV_PAGE = 1000;

/**
 * Every order of the filter, page by page on a keyset cursor (sort column, id): memory stays flat
 * however many there are, and no page is skipped or repeated by OFFSET arithmetic.
 */
export async function* allOrders(db: Db, filter: AdminOrderFilter): AsyncGenerator<AdminOrderRow> {
  const where = orderFilterWhere(filter);
  const { column, descending, orderBy } = sortOf(filter.sort);
  let after: { value: unknown; id: string } | undefined;
  for (;;) {
    const cursor = after
      ? descending
        ? sql`(${column}, ${orders.id}) < (${after.value}, ${after.id}::uuid)`
        : sql`(${column}, ${orders.id}) > (${after.value}, ${after.id}::uuid)`
      : undefined;
    // The timestamp's cursor is read as text: a JS Date keeps milliseconds, PostgreSQL microseconds.
    const rows = (await db
      .select({ ...rowColumns, exactCreatedAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, cursor))
      .orderBy(...orderBy)
      .limit(CSV_PAGE)) as (ListRow & { exactCreatedAt: string })[];
    for (const row of rows) yield toRow(row);
    if (rows.length < CSV_PAGE) return;
    const last = rows[rows.length - 1]!;
    const value = column === orders.createdAt ? sql`${last.exactCreatedAt}::timestamptz` : column === orders.totalPaisa ? last.totalPaisa : last.status;
    after = { value, id: last.id };
  }
}
