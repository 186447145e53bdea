import { Trash2 } from "lucide-react";
import type { Review } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";
import { adDateText, bsDateText } from "@/lib/i18n/dates";
import { getLocale } from "@/lib/i18n/locale";
import { m } from "@/paraglide/messages";

// Made on first use, not when the module loads (Intl formatters are slow to build).
let dateFormat: Intl.DateTimeFormat | undefined;
const dateFormatter = () => (dateFormat ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }));

/** "5 Mar 2025"; in Nepali the Bikram Sambat date (lib/i18n/dates.ts). */
function reviewDate(at: Date): string {
  if (getLocale() !== "ne") return dateFormatter().format(at);
  return bsDateText(at) ?? adDateText(at);
}

type ReviewItemProps = { review: Review; onDelete?: () => void; deleting?: boolean };

/** One review; the comment is plain text (never HTML). Delete shows only for its author. */
export function ReviewItem({ review, onDelete, deleting }: ReviewItemProps) {
  return (
    <li className="border-b border-slate-100 py-4 last:border-b-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700">
            {review.user.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{review.user}</p>
            <div className="flex items-center gap-2">
              <StarRating rating={review.rating} />
              <time dateTime={review.date} className="text-xs text-slate-500">
                {reviewDate(new Date(review.date))}
              </time>
            </div>
          </div>
        </div>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-label={m.product_delete_review()}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-rose-600 hover:bg-rose-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden className="size-4" /> {m.product_delete()}
          </button>
        )}
      </div>
      {review.comment && <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{review.comment}</p>}
      {review.medias.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.product_review_media()}>
          {review.medias.map((media) => (
            <li key={media.url} className="size-24 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:size-28">
              {media.type === "video" ? (
                <video
                  src={media.url}
                  controls
                  preload="metadata"
                  className="size-full object-cover"
                  aria-label={m.product_video_from({ name: review.user })}
                />
              ) : (
                <a href={media.url} target="_blank" rel="noreferrer">
                  <img src={media.url} alt={m.product_photo_from({ name: review.user })} loading="lazy" className="size-full object-cover" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
