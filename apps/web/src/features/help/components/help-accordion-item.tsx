import { ChevronDown } from "lucide-react";
import { AnimatePresence, motion } from "motion/react";
import type { HelpSection } from "../help-section";

/** docs/requirements/content-pages.md#help-center: the accordion animates in 300 ms. */
const ACCORDION_SECONDS = 0.3;

type Props = { section: HelpSection; open: boolean; onToggle: () => void };

export function HelpAccordionItem({ section, open, onToggle }: Props) {
  const panelId = `${section.id}-panel`;
  const buttonId = `${section.id}-button`;
  return (
    <section id={section.id} className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      <h2>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
        >
          {section.title}
          <ChevronDown aria-hidden className={`size-5 shrink-0 text-slate-500 transition-transform duration-300 ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <AnimatePresence initial={false}>
        {open && (
          <motion.div
            id={panelId}
            role="region"
            aria-labelledby={buttonId}
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: "auto", opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={{ duration: ACCORDION_SECONDS, ease: "easeInOut" }}
          >
            <div className="help-text border-t border-slate-100 px-5 py-4 text-sm leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a:hover]:underline [&_li]:pl-1 [&_p+ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </motion.div>
        )}
      </AnimatePresence>
    </section>
  );
}
