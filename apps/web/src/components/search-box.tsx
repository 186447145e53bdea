import { useEffect, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { SuggestionList } from "@/components/suggestion-list";
import { useSuggestionBox } from "@/lib/use-suggestion-box";

const LOOKS = {
  /** The header's box. */
  compact: {
    icon: "left-3.5 size-4",
    input: "h-10 rounded-full border-slate-200 bg-slate-50 pl-10 text-sm focus:border-brand-400 focus:bg-white",
  },
  /** The search page's own, larger box. */
  large: {
    icon: "left-4 size-5",
    input: "h-14 rounded-2xl border-slate-300 bg-white pl-12 text-base shadow-sm focus:border-brand-500",
  },
} as const;

type SearchBoxProps = {
  /** The term the address holds now: the box follows it when it changes elsewhere (e.g. "Clear search"). */
  term: string;
  /** Runs a search; called only with non-blank text, trimmed. */
  onSearch: (term: string) => void;
  label: string;
  placeholder: string;
  look?: keyof typeof LOOKS;
  className?: string;
};

/**
 * The search box (docs/requirements.md, "Search box (/search)"): suggestions drop down while typing, Enter
 * or a picked suggestion runs the search. Where the search goes is the caller's.
 */
export function SearchBox({ term, onSearch, label, placeholder, look = "compact", className = "" }: SearchBoxProps) {
  const [text, setText] = useState(term);
  useEffect(() => setText(term), [term]);

  const run = (raw: string) => {
    const next = raw.trim();
    if (next) onSearch(next);
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
    <form ref={box.rootRef} role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <Search aria-hidden className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400 ${LOOKS[look].icon}`} />
      <input
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          box.reopen();
        }}
        placeholder={placeholder}
        aria-label={label}
        {...box.inputProps}
        className={`w-full border pr-4 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-4 focus:ring-brand-100 ${LOOKS[look].input}`}
      />
      <SuggestionList id={box.listId} suggestions={box.suggestions} highlighted={box.highlighted} onPick={box.pick} />
    </form>
  );
}
