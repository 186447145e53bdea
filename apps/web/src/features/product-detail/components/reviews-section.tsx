import { useState } from "react";
import { PenLine } from "lucide-react";
import toast from "react-hot-toast";
import type { Product } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";
import { refusalMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { digits, number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { useReviews } from "../api/review-list";
import { useDeleteReview } from "../api/review-mutations";
import { ReviewFormModal } from "./review-form-modal";
import { ReviewItem } from "./review-item";

/**
 * Customer reviews (docs/requirements/catalogue.md#reviews): rating summary, the list, and the
 * write-a-review modal.
 */
export function ReviewsSection({ product }: { product: Product }) {
  const viewerId = useAuthStore((state) => state.authUser?._id ?? null);
  const { data, isPending } = useReviews(product._id, viewerId);
  const remove = useDeleteReview(product._id);
  const [writing, setWriting] = useState(false);
  const reviews = data?.response ?? [];

  const openForm = () => {
    if (!viewerId) toast.error(m.product_login_first());
    else setWriting(true);
  };
  const deleteReview = (reviewId: string) =>
    remove.mutate(reviewId, {
      onSuccess: () => toast.success(m.product_review_deleted()),
      onError: (error) => toast.error(refusalMessage(error, m.product_review_delete_failed())),
    });

  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="mb-3 text-lg font-bold text-slate-900">
        {m.product_customer_reviews()}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <span className="text-3xl font-extrabold text-slate-900">{digits(product.rating.toFixed(1))}</span>
            <div>
              <StarRating rating={product.rating} size="md" />
              <p className="mt-0.5 text-xs text-slate-500">
                {(product.reviews === 1 ? m.product_rating_count_one : m.product_rating_count)({ count: number(product.reviews) })}
                {data && ` · ${(data.responseCount === 1 ? m.product_review_count_one : m.product_review_count)({ count: number(data.responseCount) })}`}
              </p>
            </div>
          </div>
          <button
            type="button"
            onClick={openForm}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <PenLine aria-hidden className="size-4" /> {m.product_write_review()}
          </button>
        </div>
        {isPending ? (
          <div aria-hidden className="mt-4 h-20 animate-pulse rounded-xl bg-slate-100" />
        ) : reviews.length === 0 ? (
          <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-500">{m.product_no_reviews()}</p>
        ) : (
          <ul className="mt-2 border-t border-slate-100" aria-label={m.product_reviews_label()}>
            {reviews.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                onDelete={review.mine ? () => deleteReview(review._id) : undefined}
                deleting={remove.isPending && remove.variables === review._id}
              />
            ))}
          </ul>
        )}
      </div>
      {viewerId && <ReviewFormModal productId={product._id} productName={product.name} open={writing} onClose={() => setWriting(false)} />}
    </section>
  );
}
