import { Link } from "react-router";
import { productPath } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { ProductImage } from "@/components/product-image";
import { useRecentlyViewed } from "@/lib/recently-viewed";
import { ScrollRow } from "./scroll-row";
import { SectionHeader } from "./section-header";
import { m } from "@/paraglide/messages";

/**
 * The last ten products this browser opened, newest first; hidden when there are none
 * (docs/requirements/home.md#recently-viewed).
 */
export function RecentlyViewedRow() {
  const items = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <SectionHeader id="recently-viewed" title={m.home_recently_viewed()} />
      <ScrollRow label={m.home_recently_viewed_products()}>
        {items.map((item) => (
          <li key={item._id} className="w-36 shrink-0 snap-start sm:w-44">
            <Link
              to={productPath(item.modelName)}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="grid aspect-square place-items-center rounded-xl bg-slate-50">
                <ProductImage src={item.images[0]?.url} sizes="128px" alt="" className="size-4/5 object-contain" />
              </span>
              <span className="mt-2 line-clamp-2 text-xs font-semibold text-slate-800 group-hover:text-brand-700 sm:text-sm">{item.name}</span>
              <span className="mt-auto whitespace-nowrap pt-1 text-sm font-bold text-slate-900">{showPrice(item.sellingPrice)}</span>
            </Link>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
