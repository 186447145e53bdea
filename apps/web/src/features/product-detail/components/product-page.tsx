import { Link } from "react-router";
import { ErrorState } from "@/components/error-state";
import { ProductPageSkeleton } from "@/components/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { useProduct } from "../api/get-product";
import { ProductDetails } from "./product-details";

export function ProductPage({ idOrModelName }: { idOrModelName: string }) {
  const { data: product, isPending, isError, error, refetch } = useProduct(idOrModelName);
  usePageMeta(
    product?.name,
    product?.shortDescription || product?.description.slice(0, 160),
  );

  if (isPending) return <ProductPageSkeleton label={m.product_loading()} />;
  if (isError && error instanceof ApiError && error.status === 404) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.product_not_found()}</h1>
        <p className="mt-2 text-sm text-slate-600">{m.product_not_found_text()}</p>
        <Link to="/products" className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
          {m.product_browse_all()}
        </Link>
      </div>
    );
  }
  if (isError) return <ErrorState title={m.product_load_error_title({ message: errorMessage(error) })} message={m.product_load_failed()} error={error} onRetry={() => void refetch()} />;
  return <ProductDetails product={product} />;
}
