import { Link } from "react-router";
import { POLICY, type HelpFacts } from "./help-facts";
import type { HelpSection } from "./help-sections";

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** Refunds, returns, exchanges, warranty and delivery (spec part 2 §9). */
export function orderSections(facts: HelpFacts): HelpSection[] {
  return [
    {
      id: "refund",
      title: "Refund Policy",
      body: (
        <>
          <p>
            Once a returned item reaches us, we inspect it. When it passes, your refund is processed within{" "}
            {POLICY.refundBusinessDays} business days.
          </p>
          <ul>
            <li>Refunds are paid by bank transfer or in cash at our store, in Nepali rupees (NPR).</li>
            <li>Delivery is free, so there are no shipping charges to deduct.</li>
            <li>
              Earphones, headphones and other hygiene items cannot be refunded once opened, unless they are faulty.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "return",
      title: "Return Policy",
      body: (
        <>
          <p>
            You can return an item within <strong>{days(facts.returnDays)}</strong> of delivery, free of charge.
          </p>
          <ul>
            <li>Keep the item unused, with its box, accessories, manuals and invoice.</li>
            <li>
              Tell us through the <Link to="/contact">contact page</Link> or by phone; we arrange the pickup.
            </li>
            <li>Items damaged by use, water or drops cannot be returned, but may be repaired under warranty.</li>
          </ul>
        </>
      ),
    },
    {
      id: "exchange",
      title: "Exchange Policy",
      body: (
        <>
          <p>
            Within the same {days(facts.returnDays)} you can exchange an item for another colour, model or product.
          </p>
          <ul>
            <li>An item that arrives faulty is exchanged for the same one at no cost.</li>
            <li>For a different product, we settle the price difference either way.</li>
            <li>Exchanges depend on stock; if the new item is sold out, we refund you instead.</li>
          </ul>
        </>
      ),
    },
    {
      id: "warranty",
      title: "Warranty",
      body: (
        <>
          <p>
            A product that comes with a manufacturer's warranty keeps it when bought from us; its period is on the
            warranty card in the box.
          </p>
          <ul>
            <li>Keep your invoice: it is your warranty proof.</li>
            <li>Bring or send the item to us and we handle the claim with the brand's service centre.</li>
            <li>Physical damage, liquid damage and unauthorized repairs are not covered by manufacturers.</li>
          </ul>
        </>
      ),
    },
    {
      id: "shipping",
      title: "Shipping & Delivery",
      body: (
        <>
          <p>
            Delivery is free across Nepal. We process orders within {POLICY.processingBusinessDays} business days, then
            hand them to our delivery partners.
          </p>
          <ul>
            <li>Inside the Kathmandu valley, most orders arrive the day after dispatch.</li>
            <li>Elsewhere in Nepal, allow a few more days depending on the route and the weather.</li>
            <li>You can follow each order's status on the Orders page.</li>
          </ul>
        </>
      ),
    },
  ];
}
