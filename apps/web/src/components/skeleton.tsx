import type { ReactNode } from "react";
import { m } from "@/paraglide/messages";

/**
 * Grey placeholder shapes shown while a storefront page loads
 * (docs/requirements/performance.md#first-load-budget): each one takes the room the real content will
 * take, so nothing jumps when it arrives (CLS). Screen readers hear the label once, through the status
 * region; the shapes themselves are hidden from them.
 */

type LoadingRegionProps = { label: string; className?: string; children: ReactNode };

/** The announced wrapper every skeleton sits in. */
export function LoadingRegion({ label, className = "", children }: LoadingRegionProps) {
  return (
    <div role="status" aria-busy="true" className={className} data-testid="skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden>{children}</div>
    </div>
  );
}

/** One grey block; size and shape come from the caller's classes. */
export function Bone({ className = "" }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-slate-200/80 motion-reduce:animate-none ${className}`} />;
}

/** The shape of a ProductCard: a square image, two lines of name, a price and a rating row. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Bone className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Bone className="h-4 w-full" />
        <Bone className="h-4 w-2/3" />
        <Bone className="mt-2 h-5 w-1/2" />
        <Bone className="h-4 w-3/4" />
      </div>
    </div>
  );
}

/** A listing's grid of cards (the same columns as the listing). */
export function ProductGridSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <LoadingRegion label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** The product page: a square gallery beside the title, price, options and buttons. */
export function ProductPageSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <Bone className="mb-6 h-4 w-64 max-w-full" />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <Bone className="aspect-square w-full rounded-3xl" />
        <div className="space-y-6">
          <div className="space-y-3">
            <Bone className="h-4 w-24" />
            <Bone className="h-8 w-4/5" />
            <Bone className="h-5 w-40" />
          </div>
          <Bone className="h-10 w-48" />
          <div className="flex gap-2">
            <Bone className="h-10 w-20 rounded-full" />
            <Bone className="h-10 w-20 rounded-full" />
            <Bone className="h-10 w-20 rounded-full" />
          </div>
          <Bone className="h-24 w-full rounded-2xl" />
          <div className="flex gap-3">
            <Bone className="h-12 flex-1 rounded-full" />
            <Bone className="h-12 flex-1 rounded-full" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The home page before its first products: the hero, the promises and a row of cards. */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="mx-auto max-w-7xl space-y-12 px-4 py-6 lg:px-6 lg:py-8">
      <div className="space-y-4">
        <Bone className="aspect-[4/3] w-full rounded-3xl sm:aspect-[21/8]" />
        <Bone className="h-40 w-full rounded-3xl sm:h-48" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Bone key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <div className="flex gap-4 overflow-hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="w-44 shrink-0 sm:w-56">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Any page whose screen is still downloading: a heading and a block of content. */
export function PageSkeleton({ label = m.common_loading() }: { label?: string }) {
  return (
    <LoadingRegion label={label} className="mx-auto min-h-[80vh] max-w-7xl space-y-6 px-4 py-6 lg:px-6 lg:py-10">
      <Bone className="h-4 w-28" />
      <Bone className="h-9 w-72 max-w-full" />
      <Bone className="h-64 w-full rounded-2xl" />
    </LoadingRegion>
  );
}
