import { Link } from "react-router";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";

export function NotFoundPage() {
  usePageMeta(m.common_page_not_found());
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-8xl font-black tracking-tight text-transparent">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{m.common_not_found_heading()}</h1>
      <p className="mt-3 text-slate-600">{m.common_not_found_text()}</p>
      <Link to="/" className="mt-8 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
        {m.common_go_home()}
      </Link>
    </section>
  );
}
