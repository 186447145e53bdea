import { useEffect, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Submits to /products?search=… only with non-blank text (spec part 1 §2, §5). */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/products" ? (params.get("search") ?? "") : "";
  const [text, setText] = useState(current);

  // Follow the address when the search changes elsewhere (e.g. "Clear search").
  useEffect(() => setText(current), [current]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    navigate(`/products?search=${encodeURIComponent(term)}`, { replace: pathname === "/products" });
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search phones, laptops, earbuds…"
        aria-label="Search products"
        className="h-10 w-full rounded-full border border-slate-200 bg-slate-50 pl-10 pr-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-400 focus:bg-white focus:outline-none focus:ring-4 focus:ring-brand-100"
      />
    </form>
  );
}
