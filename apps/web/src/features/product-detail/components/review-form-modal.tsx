import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { REVIEW_COMMENT_MAX } from "@pasal/shared";
import { controlClass, controlStateClass } from "@/components/field-shell";
import { Modal } from "@/components/modal";
import { SubmitButton } from "@/components/submit-button";
import { refusalMessage } from "@/lib/api-client";
import { m } from "@/paraglide/messages";
import { usePostReview } from "../api/review-mutations";
import { ReviewMediaPicker } from "./review-media-picker";
import { ReviewStarsInput } from "./review-stars-input";

type ReviewFormModalProps = { productId: string; productName: string; open: boolean; onClose: () => void };

/**
 * Write a review (docs/requirements/catalogue.md#reviews): on success the form resets and reviews and
 * product reload.
 */
export function ReviewFormModal({ productId, productName, open, onClose }: ReviewFormModalProps) {
  const post = usePostReview(productId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [medias, setMedias] = useState<File[]>([]);

  const reset = () => {
    setRating(0);
    setComment("");
    setMedias([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      toast.error(m.product_select_rating());
      return;
    }
    post.mutate(
      { productId, rating, comment: comment.trim(), medias },
      {
        onSuccess: () => {
          toast.success(m.product_review_posted());
          reset();
          onClose();
        },
        onError: (error) => toast.error(refusalMessage(error, m.product_review_post_failed())),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={m.product_write_review()} description={productName}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <ReviewStarsInput value={rating} onChange={setRating} />
        <div>
          <label htmlFor="review-comment" className="mb-1.5 block text-sm font-medium text-slate-700">
            {m.product_your_review()} <span className="font-normal text-slate-500">{m.product_optional()}</span>
          </label>
          <textarea
            id="review-comment"
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            rows={4}
            placeholder={m.product_review_placeholder()}
            className={`${controlClass} ${controlStateClass(false)} h-auto py-2.5`}
          />
        </div>
        <ReviewMediaPicker files={medias} onChange={setMedias} />
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className="h-11 rounded-xl px-4 text-sm font-semibold text-slate-600 hover:bg-slate-100">
            {m.product_cancel()}
          </button>
          <SubmitButton loading={post.isPending} loadingText={m.product_posting()}>
            {m.product_post_review()}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
