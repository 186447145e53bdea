import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from "@pasal/shared";
import { controlClass, controlStateClass } from "@/components/field-shell";
import { Modal } from "@/components/modal";
import { SubmitButton } from "@/components/submit-button";
import { refusalMessage } from "@/lib/api-client";
import { usePostReview } from "../api/review-mutations";
import { ReviewMediaPicker } from "./review-media-picker";
import { ReviewStarsInput } from "./review-stars-input";

type ReviewFormModalProps = { productId: string; productName: string; open: boolean; onClose: () => void };

/** Write a review (spec part 2 §4, §5, §8): on success the form resets and reviews and product reload. */
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
      toast.error(REVIEW_MESSAGES.selectRating);
      return;
    }
    post.mutate(
      { productId, rating, comment: comment.trim(), medias },
      {
        onSuccess: () => {
          toast.success(REVIEW_MESSAGES.posted);
          reset();
          onClose();
        },
        onError: (error) => toast.error(refusalMessage(error, REVIEW_MESSAGES.postFailed)),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title="Write a review" description={productName}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <ReviewStarsInput value={rating} onChange={setRating} />
        <div>
          <label htmlFor="review-comment" className="mb-1.5 block text-sm font-medium text-slate-700">
            Your review <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id="review-comment"
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            rows={4}
            placeholder="What did you like or dislike?"
            className={`${controlClass} ${controlStateClass(false)} h-auto py-2.5`}
          />
        </div>
        <ReviewMediaPicker files={medias} onChange={setMedias} />
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className="h-11 rounded-xl px-4 text-sm font-semibold text-slate-600 hover:bg-slate-100">
            Cancel
          </button>
          <SubmitButton loading={post.isPending} loadingText="Posting…">
            Post review
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
