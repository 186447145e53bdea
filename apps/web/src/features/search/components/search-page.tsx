import { useEffect, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { SuggestionList } from "@/components/suggestion-list";
import { usePageMeta } from "@/lib/use-page-meta";
import { useSuggestionBox } from "@/lib/use-suggestion-box";
import { SearchResults } from "./search-results";
import { m } from "@/paraglide/messages";

/**
 * The search box page (docs/requirements/search.md#search-calls): suggestions while typing, Enter or a
 * picked suggestion runs the search. The term lives in the address (?q=) so Back returns to it.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const term = params.get("q")?.trim() ?? "";
  const [text, setText] = useState(term);
  usePageMeta(term ? m.search_page_title({ term }) : m.search_title());

  useEffect(() => setText(term), [term]);

  const run = (raw: string) => {
    const next = raw.trim();
    if (next) setParams({ q: next });
  };
  const box = useSuggestionBox<HTMLFormElement>(text, (suggestion) => {
    setText(suggestion);
    run(suggestion);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    box.close();
    run(text);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:py-12">
      <h1 className="mb-5 text-3xl font-extrabold tracking-tight text-slate-900">{m.search_title()}</h1>
      <form ref={box.rootRef} role="search" onSubmit={onSubmit} className="relative mb-8">
        <Search aria-hidden className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            box.reopen();
          }}
          placeholder={m.search_placeholder()}
          aria-label={m.search_label()}
          {...box.inputProps}
          className="h-14 w-full rounded-2xl border border-slate-300 bg-white pl-12 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
        />
        <SuggestionList id={box.listId} suggestions={box.suggestions} highlighted={box.highlighted} onPick={box.pick} />
      </form>
      <SearchResults term={term} />
    </div>
  );
}
