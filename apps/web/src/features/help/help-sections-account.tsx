import { Link } from "react-router";
import { number } from "@/lib/i18n/format";
import { callLink } from "@/lib/phone-links";
import { richText } from "@/lib/rich-text";
import { m } from "@/paraglide/messages";
import type { HelpFacts } from "./help-facts";
import type { HelpSection } from "./help-section";

/**
 * Privacy, terms, rights, payment and support contacts (docs/requirements/content-pages.md#help-center),
 * in the current language.
 */
export function accountSections(facts: HelpFacts): HelpSection[] {
  return [
    {
      id: "privacy",
      title: m.help_privacy(),
      body: (
        <ul>
          <li>{m.help_privacy_1()}</li>
          <li>{m.help_privacy_2({ shop: facts.shopName })}</li>
          <li>{m.help_privacy_3()}</li>
          <li>{m.help_privacy_4()}</li>
        </ul>
      ),
    },
    {
      id: "terms",
      title: m.help_terms(),
      body: (
        <ul>
          <li>{m.help_terms_1()}</li>
          <li>{m.help_terms_2()}</li>
          <li>{m.help_terms_3()}</li>
          <li>{m.help_terms_4()}</li>
        </ul>
      ),
    },
    {
      id: "rights",
      title: m.help_rights(),
      body: (
        <ul>
          <li>{m.help_rights_1()}</li>
          <li>{m.help_rights_2()}</li>
          <li>{m.help_rights_3({ days: number(facts.returnDays) })}</li>
          <li>{m.help_rights_4()}</li>
        </ul>
      ),
    },
    {
      id: "payment",
      title: m.help_payment(),
      body: (
        <>
          <p>{m.help_payment_intro()}</p>
          <ul>
            <li>{m.help_payment_cod()}</li>
            <li>{m.help_payment_bank()}</li>
            <li>{m.help_payment_wallet()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "contact",
      title: m.help_contact(),
      body: (
        <>
          <p>{richText(m.help_contact_hours, { hours: <strong>{facts.supportHours}</strong> })}</p>
          <ul>
            {facts.email && <li>{richText(m.help_contact_email, { email: <a href={`mailto:${facts.email}`}>{facts.email}</a> })}</li>}
            {facts.phones.map((phone) => (
              <li key={phone}>{richText(m.help_contact_phone, { phone: <a href={callLink(phone)}>{phone}</a> })}</li>
            ))}
            <li>{richText(m.help_contact_write, { link: <Link to="/contact">{m.help_contact_page()}</Link> })}</li>
          </ul>
        </>
      ),
    },
  ];
}
