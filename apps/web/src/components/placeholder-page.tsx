import { Construction } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "@/lib/use-page-meta";

type PlaceholderPageProps = { title: string; description?: string };

/** Stands in for a screen that a later issue builds, so every route in the table answers. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  usePageMeta(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Construction aria-hidden className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        {description ?? "This page is coming soon. We are putting the finishing touches on it."}
      </p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Back to home
      </Link>
    </section>
  );
}
