import { Suspense, type ReactNode } from "react";
import { isHydrating, whileHydrationWaits } from "./use-external-store";

type Gate = { open: boolean; opened: Promise<void> };
const gates = new Map<string, Gate>();

/** Opens in a task of its own: the parts of one page hydrate one task after another. */
function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    const created: Gate = { open: false, opened: Promise.resolve() };
    created.opened = whileHydrationWaits(
      new Promise<void>((resolve) =>
        window.setTimeout(() => {
          created.open = true;
          resolve();
        }, 0),
      ),
    );
    gates.set(id, created);
    gate = created;
  }
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof window !== "undefined" && isHydrating()) {
    const gate = gateFor(id);
    if (!gate.open) throw gate.opened;
  }
  return children;
}

/**
 * Hydrates its part of a server-rendered page in a later task of its own, so one long hydration
 * becomes several short ones and the main thread is never blocked for long (issue 14: total
 * blocking time). The server's markup stays on screen meanwhile: Preact (decision 027) keeps a
 * suspended part's HTML while hydrating and takes it over when the part resumes. Renders its
 * children at once in every other case (the server, client navigation, the app shell). `id` names
 * the part; unique on a page.
 *
 * The part is always one element (a <div>, `className` "contents" unless given): Preact's HTML has
 * no markers around a suspended part, so while hydrating it keeps exactly one DOM node for it (with
 * two, it dropped the second; with none, it took the next sibling's).
 */
export function HydrateLater({ id, className = "contents", children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>
        <div className={className}>{children}</div>
      </Gate>
    </Suspense>
  );
}
