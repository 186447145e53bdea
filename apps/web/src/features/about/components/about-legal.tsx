import { Link } from "react-router";
import type { ShopInfo } from "@pasal/shared";
import { callLink } from "@/lib/phone-links";
import { legalFacts, POLICY, returnPolicy } from "@/lib/shop-legal";
import { m } from "@/paraglide/messages";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/**
 * The business behind the shop (docs/requirements/content-pages.md#about): the same facts as the footer,
 * only those that are set.
 */
export function AboutLegal({ shop }: { shop: ShopInfo }) {
  const facts = legalFacts(shop);
  const officer = shop.grievanceOfficer;
  const policy = returnPolicy(shop, POLICY.refundBusinessDays);
  return (
    <dl className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="bg-white p-5">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{fact.label}</dt>
          <dd className="mt-1 text-slate-900">
            {fact.href ? (
              <a href={fact.href} className={linkClass}>
                {fact.value}
              </a>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
      {officer && (
        <div className="bg-white p-5">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{m.about_grievance_officer()}</dt>
          <dd className="mt-1 text-slate-900">
            <span className="block">{officer.name}</span>
            {officer.phone && (
              <a href={callLink(officer.phone)} className={`${linkClass} mr-3`}>
                {officer.phone}
              </a>
            )}
            {officer.email && (
              <a href={`mailto:${officer.email}`} className={`${linkClass} break-all`}>
                {officer.email}
              </a>
            )}
          </dd>
        </div>
      )}
      {policy && (
        <div className="bg-white p-5 sm:col-span-2">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{m.about_returns_refunds()}</dt>
          <dd className="mt-1 text-slate-900">
            {policy}{" "}
            <Link to="/help#return" className={linkClass}>
              {m.about_full_policy()}
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}
