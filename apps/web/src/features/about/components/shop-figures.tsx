import type { ShopStats } from "@pasal/shared";
import { useShopStats } from "@/lib/queries/get-shop-stats";

type Figure = { value: string; label: string };

const number = new Intl.NumberFormat("en-IN");

/** Only what the data shows: a figure the server left out, or a zero, is not shown (issue 14). */
export function shopFigures(stats: ShopStats): Figure[] {
  const figures: (Figure | false)[] = [
    stats.products > 0 && { value: number.format(stats.products), label: "Products in the catalogue" },
    stats.brands > 0 && { value: number.format(stats.brands), label: stats.brands === 1 ? "Brand" : "Brands" },
    stats.ordersDelivered > 0 && { value: number.format(stats.ordersDelivered), label: stats.ordersDelivered === 1 ? "Order delivered" : "Orders delivered" },
    stats.positiveReviewPercent !== undefined && {
      value: `${stats.positiveReviewPercent}%`,
      label: `Of ${number.format(stats.reviews)} reviews give 4 or 5 stars`,
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
        <div key={figure.label} className="flex w-[calc(50%-0.5rem)] flex-col rounded-3xl bg-white p-6 text-center lg:w-64 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300">
          <dt className="order-last mt-1 text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-600 sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
