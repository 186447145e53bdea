import { MapPin, Quote } from "lucide-react";
import { ProductImage } from "@/components/product-image";
import type { Testimonial } from "../api/get-testimonials";
import { initials } from "@/lib/text";

type TestimonialCardProps = { testimonial: Testimonial; expanded: boolean; onToggle: () => void };

/**
 * A shopper's words, clamped until clicked open (one open at a time:
 * docs/requirements/home.md#testimonials).
 */
export function TestimonialCard({ testimonial, expanded, onToggle }: TestimonialCardProps) {
  const { name, location, experience, image } = testimonial;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <Quote aria-hidden className="size-6 text-brand-300" />
      <p className={`text-sm leading-relaxed text-slate-700 ${expanded ? "" : "line-clamp-4"}`}>{experience}</p>
      <span className="mt-auto flex items-center gap-3">
        {image?.url ? (
          <ProductImage src={image.url} sizes="40px" alt="" className="size-10 shrink-0 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700">
            {initials(name)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
          <span className="flex items-center gap-1 text-xs text-slate-500">
            <MapPin aria-hidden className="size-3" /> {location}
          </span>
        </span>
      </span>
    </button>
  );
}
