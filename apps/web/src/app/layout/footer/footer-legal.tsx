import { Link } from "react-router";
import type { ShopInfo } from "@pasal/shared";
import { digits } from "@/lib/i18n/format";
import { callLink } from "@/lib/phone-links";
import { legalFacts, POLICY, returnPolicy } from "@/lib/shop-legal";
import { m } from "@/paraglide/messages";
import { footerLinkClass } from "./footer-column";

/**
 * The shop's legally required details (docs/requirements/app-shell.md#footer), from GET /api/shop: only
 * the facts the shop has set, so an unset number is left out rather than printed as a placeholder.
 */
export function FooterLegal({ shop }: { shop: ShopInfo }) {
  const facts = legalFacts(shop);
  const policy = returnPolicy(shop, POLICY.refundBusinessDays);
  const officer = shop.grievanceOfficer;
  return (
    <section aria-labelledby="footer-legal" className="border-t border-slate-800">
      <div className="mx-auto max-w-7xl px-4 py-8 text-xs lg:px-6">
        <h2 id="footer-legal" className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
          {m.layout_legal_information()}
        </h2>
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-400">{fact.label}</dt>
              <dd className="mt-0.5 text-slate-300">
                {fact.href ? (
                  <a href={fact.href} className={footerLinkClass}>
                    {digits(fact.value)}
                  </a>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
          {officer && (
            <div>
              <dt className="text-slate-400">{m.layout_grievance_officer()}</dt>
              <dd className="mt-0.5 text-slate-300">
                {/* Its own element: a text node beside " · " would be one node in the server's markup. */}
                <span>{officer.name}</span>
                {officer.phone && (
                  <>
                    {" · "}
                    <a href={callLink(officer.phone)} className={footerLinkClass}>
                      {digits(officer.phone)}
                    </a>
                  </>
                )}
                {officer.email && (
                  <>
                    {" · "}
                    <a href={`mailto:${officer.email}`} className={`${footerLinkClass} break-all`}>
                      {officer.email}
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          {policy && (
            <div className="sm:col-span-2">
              <dt className="text-slate-400">{m.layout_returns_refunds()}</dt>
              <dd className="mt-0.5 text-slate-300">
                {policy}{" "}
                <Link to="/help#return" className="text-white underline underline-offset-2 hover:no-underline">
                  {m.layout_read_policy()}
                </Link>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
