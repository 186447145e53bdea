import { useEffect, useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";
import { CLAIM_MESSAGES } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { number } from "@/lib/i18n/format";
import { readClaimGuestOrders } from "@/lib/navigation";
import { m } from "@/paraglide/messages";

const requestClaimLink = () => api.post<{ message: string }>("/orders/claim");

/** The server always answers CLAIM_MESSAGES.sent (decision 026); other words are shown as sent. */
const claimSent = (message: string | undefined) => (message === undefined || message === CLAIM_MESSAGES.sent ? m.order_claim_sent() : message);

/**
 * Guest orders and the account (decision 026). Just signed up from a guest order's offer: the
 * link that adds the guest orders is asked for once and the shopper told to open it. Back from
 * that link (?claimed=N): how many orders were added.
 */
export function GuestOrdersNotice() {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const claimed = search.get("claimed");
  const askLink = readClaimGuestOrders(state);
  const ask = useMutation({ mutationFn: requestClaimLink });
  const asked = useRef(false);
  useEffect(() => {
    if (!askLink || asked.current) return;
    asked.current = true;
    ask.mutate();
  }, [askLink, ask]);

  const count = claimed === null ? null : Number.parseInt(claimed, 10);
  const text =
    count !== null && Number.isFinite(count)
      ? count > 0
        ? (count === 1 ? m.order_claimed_one : m.order_claimed_many)({ count: number(count) })
        : m.order_claimed_none()
      : ask.isSuccess
        ? claimSent(ask.data?.message)
        : ask.isError
          ? m.order_claim_failed()
          : null;
  if (!text) return null;
  return (
    <p role="status" className="mb-6 flex items-start gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
