import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import type { Order } from "@pasal/shared";
import { signupOfferState } from "@/lib/navigation";
import { m } from "@/paraglide/messages";

/**
 * After a guest's order (decision 026): an account, prefilled from the order, keeps the details
 * for next time. The orders join the account only once its e-mail is proven by a mailed link.
 */
export function CreateAccountOffer({ contact }: { contact: Order["contact"] }) {
  const fullName = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <section
      aria-labelledby="account-offer"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id="account-offer" className="flex items-center gap-2 font-semibold text-slate-900">
          <UserPlus aria-hidden className="size-5 text-brand-700" /> {m.order_offer_title()}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{m.order_offer_text({ email: contact.email })}</p>
      </div>
      <Link
        to="/auth"
        state={signupOfferState({ email: contact.email, fullName, phoneNumber: contact.phone })}
        className="mt-4 inline-flex h-10 shrink-0 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 sm:mt-0"
      >
        {m.order_offer_button()}
      </Link>
    </section>
  );
}
