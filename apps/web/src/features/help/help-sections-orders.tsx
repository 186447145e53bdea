import { Link } from "react-router";
import { digits, number } from "@/lib/i18n/format";
import { richText } from "@/lib/rich-text";
import { POLICY } from "@/lib/shop-legal";
import { m } from "@/paraglide/messages";
import type { HelpFacts } from "./help-facts";
import type { HelpSection } from "./help-section";

const days = (n: number) => (n === 1 ? m.about_day_count : m.about_days_count)({ count: number(n) });

/**
 * Refunds, returns, exchanges, warranty and delivery (docs/requirements/content-pages.md#help-center),
 * in the current language.
 */
export function orderSections(facts: HelpFacts): HelpSection[] {
  const contactLink = <Link to="/contact">{m.help_contact_page()}</Link>;
  return [
    {
      id: "refund",
      title: m.help_refund(),
      body: (
        <>
          <p>{m.help_refund_intro({ days: digits(POLICY.refundBusinessDays) })}</p>
          <ul>
            <li>{m.help_refund_1()}</li>
            <li>{m.help_refund_2()}</li>
            <li>{m.help_refund_3()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "return",
      title: m.help_return(),
      body: (
        <>
          <p>{richText(m.help_return_intro, { days: <strong>{days(facts.returnDays)}</strong> })}</p>
          <ul>
            <li>{m.help_return_1()}</li>
            <li>{richText(m.help_return_2, { link: contactLink })}</li>
            <li>{m.help_return_3()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "exchange",
      title: m.help_exchange(),
      body: (
        <>
          <p>{m.help_exchange_intro({ days: days(facts.returnDays) })}</p>
          <ul>
            <li>{m.help_exchange_1()}</li>
            <li>{m.help_exchange_2()}</li>
            <li>{m.help_exchange_3()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "warranty",
      title: m.help_warranty(),
      body: (
        <>
          <p>{m.help_warranty_intro()}</p>
          <ul>
            <li>{m.help_warranty_1()}</li>
            <li>{m.help_warranty_2()}</li>
            <li>{m.help_warranty_3()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "shipping",
      title: m.help_shipping(),
      body: (
        <>
          <p>{m.help_shipping_intro({ days: digits(POLICY.processingBusinessDays) })}</p>
          <ul>
            <li>{m.help_shipping_1()}</li>
            <li>{m.help_shipping_2()}</li>
            <li>{m.help_shipping_3()}</li>
          </ul>
        </>
      ),
    },
  ];
}
