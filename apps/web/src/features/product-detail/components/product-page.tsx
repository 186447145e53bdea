import { ErrorState } from "@/components/error-state";
import { ProductPageSkeleton } from "@/components/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { useProduct } from "../api/get-product";
import { ProductDetails } from "./product-details";
import { ProductNotFound } from "./product-not-found";

export function ProductPage({ idOrModelName }: { idOrModelName: string }) {
  const { data: product, isPending, isError, error, refetch } = useProduct(idOrModelName);
  usePageMeta(product?.name, product?.shortDescription || product?.description.slice(0, 160));

  if (isPending) return <ProductPageSkeleton label={m.product_loading()} />;
  if (isError && error instanceof ApiError && error.status === 404) return <ProductNotFound />;
  if (isError)
    return (
      <ErrorState
        title={m.product_load_error_title({ message: errorMessage(error) })}
        message={m.product_load_failed()}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  return <ProductDetails product={product} />;
}
