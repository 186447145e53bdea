import { UserRound } from "lucide-react";
import { m } from "@/paraglide/messages";

/**
 * A guest checks out without an account (decision 026); one who has an account can sign in first
 * and come back to this form as they left it.
 */
export function GuestSignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section
      aria-label={m.checkout_guest_label()}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-sm"
    >
      <p className="flex items-center gap-2 text-slate-800">
        <UserRound aria-hidden className="size-5 shrink-0 text-brand-700" />
        <span>
          <strong className="font-semibold">{m.checkout_guest_title()}</strong> {m.checkout_guest_text()}
        </span>
      </p>
      <button type="button" onClick={onSignIn} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {m.checkout_guest_sign_in()}
      </button>
    </section>
  );
}
