import { MessageCircle } from "lucide-react";
import { whatsappLink } from "@/lib/phone-links";

/** "WhatsApp" beside a shop phone number: opens a chat with that number in a new tab. */
export function WhatsAppLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={whatsappLink(phone)} target="_blank" rel="noreferrer" aria-label={`WhatsApp ${phone}`} className={className}>
      <MessageCircle aria-hidden className="size-3.5" /> WhatsApp
    </a>
  );
}
