import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatRs } from "@pasal/shared";
import { SetupChecklistCard } from "../settings/setup-checklist";
import { Badge } from "../ui/badge";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { Skeleton } from "../ui/skeleton";
import { cardClass } from "../ui/styles";
import { dashboardQuery, type Dashboard, type Period } from "./dashboard-api";

// The chart library arrives only with the dashboard, after its numbers.
const SalesChart = lazy(async () => ({ default: (await import("./sales-chart")).SalesChart }));

const WAITING = ["processing", "shipped"] as const;

function Stat({ title, period }: { title: string; period: Period }) {
  return (
    <div className={cardClass}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{formatRs(period.revenue)}</p>
      <p className="text-sm text-slate-600">
        {period.orders} {period.orders === 1 ? "order" : "orders"}
      </p>
    </div>
  );
}

function Overview({ data }: { data: Dashboard }) {
  // Only what someone still has to act on; delivered, cancelled and returned orders wait for no one.
  const waiting = WAITING.map((status) => [status, data.ordersByStatus[status] ?? 0] as const);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Stat title="Today" period={data.today} />
        <Stat title="Last 7 days" period={data.last7Days} />
        <Stat title="Last 30 days" period={data.last30Days} />
        <div className={cardClass}>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Average order</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{formatRs(data.averageOrderValue)}</p>
          <p className="text-sm text-slate-600">over 30 days</p>
        </div>
      </div>
      <section aria-label="Sales by day" className={cardClass}>
        <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Sales by day</h2>
        <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
          <SalesChart days={data.salesByDay} />
        </Suspense>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-label="Orders waiting" className={cardClass}>
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Orders waiting</h2>
          <ul className="space-y-2">
            {waiting.map(([status, count]) => (
              <li key={status} className="flex items-center justify-between">
                <Link to={`/admin/orders?status=${status}`} className="hover:underline">
                  <Badge value={status} />
                </Link>
                <span className="font-semibold">{count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Low stock" className={cardClass}>
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Low stock</h2>
          {data.lowStock.length === 0 ? (
            <p className="text-sm text-slate-500">Everything is above its threshold.</p>
          ) : (
            <ul className="space-y-1.5 text-sm">
              {data.lowStock.map((product) => (
                <li key={product.productId} className="flex justify-between gap-2">
                  <Link to={`/admin/stock?productId=${product.productId}`} className="truncate text-brand-700 hover:underline">
                    {product.name}
                  </Link>
                  <span className={`shrink-0 whitespace-nowrap font-semibold ${product.stock === 0 ? "text-rose-700" : "text-amber-700"}`}>
                    {product.stock} left
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Waiting for moderation" className={cardClass}>
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-500">Waiting for moderation</h2>
          <ul className="space-y-1.5 text-sm">
            <li className="flex justify-between">
              <Link to="/admin/moderation" className="text-brand-700 hover:underline">
                Testimonials
              </Link>
              <span className="font-semibold">{data.moderation.pendingTestimonials}</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** /admin: how the shop is doing today, and what is waiting for someone. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      <PageHeader title="Dashboard" />
      <SetupChecklistCard />
      <QueryState query={dashboard} rows={8}>
        {(data) => <Overview data={data} />}
      </QueryState>
    </>
  );
}
