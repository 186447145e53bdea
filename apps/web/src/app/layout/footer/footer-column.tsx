import { useId } from "react";
import type { ReactNode } from "react";

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h2 id={id} className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
        {title}
      </h2>
      <ul aria-labelledby={id} className="space-y-2.5 text-sm">
        {children}
      </ul>
    </div>
  );
}

export const footerLinkClass = "text-slate-400 transition hover:text-white";
