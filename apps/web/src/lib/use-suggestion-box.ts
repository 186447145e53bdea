import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSuggestions } from "./queries/get-suggestions";

/**
 * The behaviour around a search box's suggestion list (docs/requirements/search.md#search-calls): it
 * opens when the box is focused or typed in, shows phrases only for non-blank text, closes on a click
 * outside, Escape or a pick, and lets arrow keys choose a phrase. The caller owns the text.
 */
export function useSuggestionBox<T extends HTMLElement>(text: string, onPick: (suggestion: string) => void) {
  const listId = useId();
  const rootRef = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useSuggestions(open ? text : "");
  const suggestions = open ? found : [];
  const highlighted = active < suggestions.length ? active : -1;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: string) => {
    close();
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") return close();
    if (suggestions.length === 0) return;
    const last = suggestions.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setActive(down ? (highlighted >= last ? 0 : highlighted + 1) : highlighted <= 0 ? last : highlighted - 1);
    } else if (event.key === "Enter" && highlighted >= 0) {
      event.preventDefault();
      pick(suggestions[highlighted]!);
    }
  };

  return {
    rootRef,
    listId,
    suggestions,
    highlighted,
    pick,
    close,
    /** Call from the input's onChange: typing reopens the list. */
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: "combobox" as const,
      "aria-autocomplete": "list" as const,
      "aria-expanded": suggestions.length > 0,
      "aria-controls": listId,
      "aria-activedescendant": highlighted >= 0 ? `${listId}-${highlighted}` : undefined,
      autoComplete: "off",
      onFocus: () => setOpen(true),
      onKeyDown,
    },
  };
}
