import { Search } from "lucide-react";
import { m } from "@/paraglide/messages";

type SuggestionListProps = {
  id: string;
  suggestions: string[];
  highlighted: number;
  onPick: (suggestion: string) => void;
  className?: string;
};

/** The dropdown under a search box; each phrase fills the box and searches when clicked. */
export function SuggestionList({ id, suggestions, highlighted, onPick, className = "" }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={m.common_suggestions()}
      hidden={suggestions.length === 0}
      className={`absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1.5 shadow-xl ${className}`}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlighted}
          onClick={() => onPick(suggestion)}
          className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-slate-800 ${
            index === highlighted ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50"
          }`}
        >
          <Search aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">{suggestion}</span>
        </li>
      ))}
    </ul>
  );
}
