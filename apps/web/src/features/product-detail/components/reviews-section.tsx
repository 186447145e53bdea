import { MessageSquareText } from "lucide-react";
import type { Product } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";

/** Heading, the product's rating so far, and a plain note until the reviews issue lands. */
export function ReviewsSection({ product }: { product: Product }) {
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="mb-3 text-lg font-bold text-slate-900">Customer reviews</h2>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="text-3xl font-extrabold text-slate-900">{product.rating.toFixed(1)}</span>
          <StarRating rating={product.rating} reviews={product.reviews} size="md" />
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <MessageSquareText aria-hidden className="size-4" /> Reviews are coming soon
        </p>
      </div>
    </section>
  );
}
