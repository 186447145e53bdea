import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "../lib/format";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyState } from "../ui/empty-state";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { Tabs } from "../ui/tabs";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { REVIEW_STATUSES, TESTIMONIAL_STATUSES, reviewsQuery, testimonialsQuery, useModerate, type AdminReview, type AdminTestimonial } from "./moderation-api";

type Pending = { kind: "testimonials" | "reviews"; id: string; action: "reject" | "hide"; what: string };

function StatusFilter({ value, options, onChange }: { value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <label className="mb-3 inline-block text-xs font-medium text-slate-600">
      Show
      <select className={`${inputClass} ml-2 inline-block w-36`} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

function TestimonialCard({ item, onAsk }: { item: AdminTestimonial; onAsk: (pending: Pending) => void }) {
  const moderate = useModerate();
  const approve = () =>
    moderate.mutate(
      { kind: "testimonials", id: item.id, action: "approve" },
      { onSuccess: () => toast.success("Approved: it shows on the home page"), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <li className={`${cardClass} flex gap-3`}>
      {item.image && <img src={item.image} alt="" className="size-14 shrink-0 rounded-full object-cover" />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {item.name}{" "}
          <span className="font-normal text-slate-500">
            · {item.location} · {shortDate(item.createdAt)}
          </span>
        </p>
        <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{item.experience}</p>
        {item.status === "pending" && (
          <div className="mt-3 flex gap-2">
            <button type="button" className={buttonClass.primary} onClick={approve} disabled={moderate.isPending}>
              Approve
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => onAsk({ kind: "testimonials", id: item.id, action: "reject", what: `${item.name}'s testimonial` })}
            >
              Reject
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function ReviewCard({ item, onAsk }: { item: AdminReview; onAsk: (pending: Pending) => void }) {
  const moderate = useModerate();
  return (
    <li className={cardClass}>
      <p className="font-semibold text-slate-900">
        {item.productName} · {item.rating}★{" "}
        <span className="font-normal text-slate-500">
          by {item.author.fullName || item.author.email} · {shortDate(item.createdAt)}
        </span>
      </p>
      {item.comment && <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{item.comment}</p>}
      {item.medias.length > 0 && (
        <ul aria-label="Media" className="mt-2 flex flex-wrap gap-2">
          {item.medias.map((media) => (
            <li key={media.url}>
              {media.type === "image" ? (
                <img src={media.url} alt="Review photo" className="size-20 rounded-lg object-cover" />
              ) : (
                <video src={media.url} controls preload="metadata" className="h-20 rounded-lg" />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        {item.status === "hidden" ? (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={moderate.isPending}
            onClick={() =>
              moderate.mutate(
                { kind: "reviews", id: item.id, action: "restore" },
                { onSuccess: () => toast.success("Review restored"), onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          >
            Restore
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => onAsk({ kind: "reviews", id: item.id, action: "hide", what: `${item.author.fullName || item.author.email}'s review` })}
          >
            Hide
          </button>
        )}
      </div>
    </li>
  );
}

/** /admin/moderation: one queue, testimonials (approve / reject) and reviews (hide / restore). */
export function ModerationPage() {
  const [tab, setTab] = useState<"testimonials" | "reviews">("testimonials");
  const [testimonialStatus, setTestimonialStatus] = useState<string>("pending");
  const [reviewStatus, setReviewStatus] = useState<string>("visible");
  const testimonials = useQuery({ ...testimonialsQuery(testimonialStatus), enabled: tab === "testimonials" });
  const reviews = useQuery({ ...reviewsQuery(reviewStatus), enabled: tab === "reviews" });
  const [pending, setPending] = useState<Pending | null>(null);
  const moderate = useModerate();

  return (
    <>
      <PageHeader title="Moderation" description="What shoppers post waits here before it shows, and can be hidden later." />
      <Tabs
        label="Queues"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: "testimonials", label: "Testimonials" },
          { value: "reviews", label: "Reviews" },
        ]}
      />
      {tab === "testimonials" ? (
        <>
          <StatusFilter value={testimonialStatus} options={TESTIMONIAL_STATUSES} onChange={setTestimonialStatus} />
          <QueryState query={testimonials}>
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState title="Nothing waiting" />
              ) : (
                <ul className="space-y-3">
                  {items.map((item) => (
                    <TestimonialCard key={item.id} item={item} onAsk={setPending} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </>
      ) : (
        <>
          <StatusFilter value={reviewStatus} options={REVIEW_STATUSES} onChange={setReviewStatus} />
          <QueryState query={reviews}>
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState title="No reviews here" />
              ) : (
                <ul className="space-y-3">
                  {items.map((item) => (
                    <ReviewCard key={item.id} item={item} onAsk={setPending} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === "reject" ? "Reject this testimonial?" : "Hide this review?"}
        confirmText={pending?.action === "reject" ? "Reject" : "Hide"}
        busy={moderate.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending &&
          moderate.mutate(pending, {
            onSuccess: () => {
              toast.success("Done");
              setPending(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {pending?.what} will not show on the shop.
      </ConfirmDialog>
    </>
  );
}
