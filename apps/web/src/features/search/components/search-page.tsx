import { useSearchParams } from "react-router";
import { SearchBox } from "@/components/search-box";
import { usePageMeta } from "@/lib/use-page-meta";
import { SearchResults } from "./search-results";
import { m } from "@/paraglide/messages";

/**
 * The search box page (docs/requirements/search.md#search-calls): suggestions while typing, Enter or a
 * picked suggestion runs the search. The term lives in the address (?q=) so Back returns to it.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const term = params.get("q")?.trim() ?? "";
  usePageMeta(term ? m.search_page_title({ term }) : m.search_title());

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:py-12">
      <h1 className="mb-5 text-3xl font-extrabold tracking-tight text-slate-900">{m.search_title()}</h1>
      <SearchBox term={term} onSearch={(q) => setParams({ q })} label={m.search_label()} placeholder={m.search_placeholder()} look="large" className="mb-8" />
      <SearchResults term={term} />
    </div>
  );
}
