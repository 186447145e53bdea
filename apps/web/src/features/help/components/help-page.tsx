import { LifeBuoy, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { callLink } from "@/lib/phone-links";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { helpFacts } from "../help-facts";
import { HELP_SECTION_IDS, helpSections } from "../help-sections";
import { useHashSection } from "../hooks/use-hash-section";
import { HelpAccordionItem } from "./help-accordion-item";

/**
 * /help: the shop's policies as an accordion whose sections are #anchors
 * (docs/requirements/content-pages.md#help-center).
 */
export function HelpPage() {
  usePageMeta(m.help_meta_title(), m.help_meta_description());
  const { data: shop } = useShopInfo();
  const facts = helpFacts(shop);
  const { openId, toggle } = useHashSection(HELP_SECTION_IDS);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <header className="text-center">
        <span className="mx-auto mb-4 grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <LifeBuoy aria-hidden className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.help_title()}</h1>
        <p className="mt-3 text-slate-600">{m.help_intro({ hours: facts.supportHours })}</p>
      </header>

      <div className="mt-10 space-y-3">
        {helpSections(facts).map((section) => (
          <HelpAccordionItem key={section.id} section={section} open={openId === section.id} onToggle={() => toggle(section.id)} />
        ))}
      </div>

      <aside className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-brand-600 px-6 py-8 text-center text-white sm:flex-row sm:text-left">
        <div className="flex-1">
          <h2 className="text-lg font-semibold">{m.help_not_found()}</h2>
          <p className="mt-1 text-sm text-brand-100">{m.help_not_found_text()}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Link
            to="/contact"
            className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Mail aria-hidden className="size-4" /> {m.help_contact_us()}
          </Link>
          {facts.phones[0] && (
            <a
              href={callLink(facts.phones[0])}
              className="inline-flex items-center gap-2 rounded-full border border-white/40 px-5 py-2.5 text-sm font-semibold hover:bg-white/10"
            >
              <Phone aria-hidden className="size-4" /> {m.help_call({ phone: facts.phones[0] })}
            </a>
          )}
        </div>
      </aside>
    </div>
  );
}
