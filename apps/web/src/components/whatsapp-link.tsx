import { MessageCircle } from "lucide-react";
import { digits } from "@/lib/i18n/format";
import { whatsappLink } from "@/lib/phone-links";
import { m } from "@/paraglide/messages";

/** "WhatsApp" beside a shop phone number: opens a chat with that number in a new tab. */
export function WhatsAppLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={whatsappLink(phone)} target="_blank" rel="noreferrer" aria-label={m.common_whatsapp_label({ phone: digits(phone) })} className={className}>
      <MessageCircle aria-hidden className="size-3.5" /> WhatsApp
    </a>
  );
}
