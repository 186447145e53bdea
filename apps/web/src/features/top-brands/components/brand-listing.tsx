import type { MouseEvent } from "react";
import { ArrowLeft, PackageSearch } from "lucide-react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/spinner";
import { saveScroll, useRestoreScroll } from "@/lib/scroll-memory";
import { usePageMeta } from "@/lib/use-page-meta";
import { useBrandProducts } from "../api/get-brand-products";
import { BRAND_SCROLL_PAGE, useLeaveBrand } from "../hooks/use-leave-brand";
import { BrandProductCard } from "./brand-product-card";
import { m } from "@/paraglide/messages";

export function BrandListing({ brand }: { brand: string }) {
  const navigate = useNavigate();
  const { data: items = [], isPending, isError } = useBrandProducts(brand);
  const { markProductClick } = useLeaveBrand();
  usePageMeta(m.brands_title({ brand }), m.brands_description({ brand }));
  useRestoreScroll(BRAND_SCROLL_PAGE, brand, items.length > 0);

  const onClickCapture = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest("a"))) return;
    markProductClick();
    saveScroll(BRAND_SCROLL_PAGE, brand);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-10">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="size-4" /> {m.brands_back()}
      </button>
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{m.brands_title({ brand })}</h1>
        <p className="mt-1 text-slate-500">{m.brands_description({ brand })}</p>
      </header>
      {isPending ? (
        <Spinner label={m.list_loading()} />
      ) : isError ? (
        <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center font-medium text-rose-700">
          {m.brands_load_failed()}
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <PackageSearch aria-hidden className="mb-4 size-12 text-slate-300" />
          <h2 className="text-lg font-semibold text-slate-900">{m.brands_none({ brand })}</h2>
          <p className="mt-1 text-sm text-slate-500">{m.brands_none_text()}</p>
        </div>
      ) : (
        <ul onClickCapture={onClickCapture} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((product) => (
            <li key={product._id}>
              <BrandProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
