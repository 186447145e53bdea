import { Link } from "react-router";
import { callLink } from "@/lib/phone-links";
import type { HelpFacts } from "./help-facts";
import type { HelpSection } from "./help-sections";

/** Privacy, terms, rights, payment and support contacts (spec part 2 "Help Center", §9). */
export function accountSections(facts: HelpFacts): HelpSection[] {
  return [
    {
      id: "privacy",
      title: "Privacy Policy",
      body: (
        <ul>
          <li>We collect only what an order needs: your name, contact details and delivery address.</li>
          <li>Your password is stored as a one-way hash; nobody at {facts.shopName} can read it.</li>
          <li>We never sell your data. Delivery partners receive only what they need to reach you.</li>
          <li>You can update your details on your profile or ask us to delete your account at any time.</li>
        </ul>
      ),
    },
    {
      id: "terms",
      title: "Terms of Service",
      body: (
        <ul>
          <li>Prices are in Nepali rupees (NPR) and include applicable taxes.</li>
          <li>An order is confirmed once we have checked stock and your contact details.</li>
          <li>If a listing contains an obvious error, we contact you before anything is charged or shipped.</li>
          <li>Using the store means you accept these terms and the policies on this page.</li>
        </ul>
      ),
    },
    {
      id: "rights",
      title: "Customer Rights",
      body: (
        <ul>
          <li>A proper invoice with every order, and the maker's warranty where the product has one.</li>
          <li>Clear prices with no hidden charges, and free delivery.</li>
          <li>Returns within {facts.returnDays} days and honest answers when something goes wrong.</li>
          <li>Respectful support, and your personal data kept private.</li>
        </ul>
      ),
    },
    {
      id: "payment",
      title: "Payment Methods",
      body: (
        <>
          <p>All prices are in Nepali rupees (NPR). You can pay by:</p>
          <ul>
            <li>Cash on Delivery: pay when the parcel is in your hands.</li>
            <li>Bank transfer.</li>
            <li>Digital wallets.</li>
          </ul>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact Support",
      body: (
        <>
          <p>
            Our team answers during support hours: <strong>{facts.supportHours}</strong>.
          </p>
          <ul>
            {facts.email && (
              <li>
                E-mail: <a href={`mailto:${facts.email}`}>{facts.email}</a>
              </li>
            )}
            {facts.phones.map((phone) => (
              <li key={phone}>
                Phone: <a href={callLink(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              Or write to us from the <Link to="/contact">contact page</Link>.
            </li>
          </ul>
        </>
      ),
    },
  ];
}
