import { ShieldAlert } from "lucide-react";
import { usePageMeta } from "@/lib/use-page-meta";

/** 403: signed in, but this account (or role) may not open this part of the back office. */
export function ForbiddenPage({ inside = false }: { inside?: boolean }) {
  usePageMeta("Not allowed");
  return (
    <div role="alert" className={`flex flex-col items-center px-4 text-center ${inside ? "py-16" : "min-h-dvh justify-center"}`}>
      <ShieldAlert aria-hidden className="mb-4 size-12 text-rose-500" />
      <p className="text-sm font-semibold text-rose-600">403</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">You can't open this page</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        {inside ? "Your role in the shop does not include this. Ask the owner if you need it." : "This part of the site is for the shop's staff only."}
      </p>
      {/* A full page load: the storefront starts clean, without the back office's styles. */}
      {!inside && (
        <a href="/" className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Go to the shop
        </a>
      )}
    </div>
  );
}
