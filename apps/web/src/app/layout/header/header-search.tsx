import { useEffect, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SuggestionList } from "@/components/suggestion-list";
import { useSuggestionBox } from "@/lib/use-suggestion-box";
import { m } from "@/paraglide/messages";

/**
 * Submits to /products?search=… only with non-blank text, replacing the entry when already on
 * /products (docs/requirements/app-shell.md#header-and-navigation). Suggestions drop down while typing;
 * picking one searches it.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/products" ? (params.get("search") ?? "") : "";
  const [text, setText] = useState(current);

  // Follow the address when the search changes elsewhere (e.g. "Clear search").
  useEffect(() => setText(current), [current]);

  const search = (raw: string) => {
    const term = raw.trim();
    if (!term) return;
    navigate(`/products?search=${encodeURIComponent(term)}`, { replace: pathname === "/products" });
  };

  const box = useSuggestionBox<HTMLFormElement>(text, (suggestion) => {
    setText(suggestion);
    search(suggestion);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    box.close();
    search(text);
  };

  return (
    <form ref={box.rootRef} role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          box.reopen();
        }}
        placeholder={m.layout_search_placeholder()}
        aria-label={m.layout_search_label()}
        {...box.inputProps}
        className="h-10 w-full rounded-full border border-slate-200 bg-slate-50 pl-10 pr-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-400 focus:bg-white focus:outline-none focus:ring-4 focus:ring-brand-100"
      />
      <SuggestionList id={box.listId} suggestions={box.suggestions} highlighted={box.highlighted} onPick={box.pick} />
    </form>
  );
}
