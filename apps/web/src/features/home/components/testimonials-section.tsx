import { lazy, Suspense, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, MessageSquarePlus } from "lucide-react";
import { useInView } from "@/lib/use-in-view";
import { useTestimonials } from "../api/get-testimonials";
import { SectionHeader } from "./section-header";
import { TestimonialCard } from "./testimonial-card";

// The form (react-hook-form and its zod schema) loads when the shopper asks for it (decision 023).
const TestimonialFormModal = lazy(() => import("./testimonial-form-modal").then((m) => ({ default: m.TestimonialFormModal })));
import { m } from "@/paraglide/messages";

export const testimonialsError = () => m.home_testimonials_error();

const arrowClass =
  "grid size-9 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:text-brand-700 disabled:opacity-40";

/** A looping carousel of approved testimonials: 1 card on phones, 3 on medium, 4 on large screens. */
export function TestimonialsSection() {
  const { ref, seen } = useInView<HTMLElement>();
  const { data = [], isPending, isError } = useTestimonials(seen);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const many = data.length > 1;

  const controls = (
    <div className="flex shrink-0 gap-2">
      <ShareButton onClick={() => setWriting(true)} className="hidden sm:inline-flex" />
      {many && (
        <>
          <button type="button" onClick={() => embla?.scrollPrev()} aria-label={m.home_previous_testimonials()} className={arrowClass}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" onClick={() => embla?.scrollNext()} aria-label={m.home_next_testimonials()} className={arrowClass}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </>
      )}
    </div>
  );

  return (
    <section ref={ref} aria-labelledby="testimonials">
      <SectionHeader id="testimonials" title={m.home_testimonials_title()} subtitle={m.home_testimonials_subtitle()} action={controls} />
      {isPending ? (
        <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-slate-200/70" />
      ) : data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          {isError && (
            <p role="alert" className="text-sm text-rose-600">
              {testimonialsError()}
            </p>
          )}
          <p className="mt-1 font-semibold text-slate-700">{m.home_no_testimonials()}</p>
        </div>
      ) : (
        <div ref={viewportRef} className="overflow-hidden">
          <ul className="-ml-4 flex items-start">
            {data.map((testimonial) => (
              <li key={testimonial._id} className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3 lg:basis-1/4">
                <TestimonialCard
                  testimonial={testimonial}
                  expanded={expandedId === testimonial._id}
                  onToggle={() => setExpandedId((open) => (open === testimonial._id ? null : testimonial._id))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* On phones the header has no room for it: it sits under the cards instead. */}
      <ShareButton onClick={() => setWriting(true)} className="mt-4 flex w-full justify-center sm:hidden" />
      {writing && (
        <Suspense fallback={null}>
          <TestimonialFormModal open onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </section>
  );
}

function ShareButton({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`h-9 items-center gap-1.5 rounded-full bg-brand-600 px-3.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 ${className}`}
    >
      <MessageSquarePlus aria-hidden className="size-4" />
      {m.home_share_experience()}
    </button>
  );
}
