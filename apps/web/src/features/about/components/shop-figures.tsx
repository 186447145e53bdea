import type { ShopStats } from "@pasal/shared";
import { number } from "@/lib/i18n/format";
import { useShopStats } from "@/lib/queries/get-shop-stats";
import { m } from "@/paraglide/messages";

type Figure = { value: string; label: string };

/**
 * Only what the data shows: a figure the server left out, or a zero, is not shown
 * (docs/requirements/content-pages.md#about).
 */
export function shopFigures(stats: ShopStats): Figure[] {
  const figures: (Figure | false)[] = [
    stats.products > 0 && { value: number(stats.products), label: m.about_fig_products() },
    stats.brands > 0 && { value: number(stats.brands), label: stats.brands === 1 ? m.about_fig_brand() : m.about_fig_brands() },
    stats.ordersDelivered > 0 && {
      value: number(stats.ordersDelivered),
      label: stats.ordersDelivered === 1 ? m.about_fig_order() : m.about_fig_orders(),
    },
    stats.positiveReviewPercent !== undefined && {
      value: `${number(stats.positiveReviewPercent)}%`,
      label: m.about_fig_reviews({ count: number(stats.reviews) }),
    },
  ];
  return figures.filter((figure): figure is Figure => !!figure);
}

/** The shop in numbers, counted by the server from the catalogue, orders and reviews. */
export function ShopFigures() {
  const { data: stats } = useShopStats();
  const figures = stats ? shopFigures(stats) : [];
  if (figures.length === 0) return null;
  return (
    <dl className="mt-12 flex flex-wrap justify-center gap-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex w-[calc(50%-0.5rem)] flex-col rounded-3xl bg-white p-6 text-center lg:w-64 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300"
        >
          <dt className="order-last mt-1 text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-600 sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
