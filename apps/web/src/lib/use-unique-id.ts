import { useContext, useId, useState } from "react";
import { HydratingPart, isHydrating } from "./use-external-store";

let made = 0;

/**
 * An id for a label or an aria attribute, unique in the page. While the server's markup is being
 * hydrated it is useId's, which matches the id the server drew; a component mounted after that
 * takes the next of a page-wide count instead. Preact's useId is not unique on its own here: in a
 * part that suspended and resumed (lib/hydrate-later.tsx) it counts from zero again, and a review
 * dialog opened in one took the id of the footer's "Our Products" heading, which then named it.
 */
export function useUniqueId(): string {
  const rendered = useId();
  const resuming = useContext(HydratingPart);
  const [id] = useState(() => (isHydrating() || resuming ? rendered : `uid-${++made}`));
  return id;
}
