import { HandHeart, Lightbulb, ListChecks, MapPinned, Scale, Wrench, type LucideIcon } from "lucide-react";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/** Title and text are message functions, read in the current language when rendered. */
export type Value = { id: string; icon: LucideIcon; title: () => string; text: () => string };

/**
 * Six core values: how the shop means to work, not facts about it (facts and figures on the
 * about page come from data, docs/requirements/content-pages.md#about — GET /api/shop and /api/shop/stats).
 */
export const VALUES: Value[] = [
  { id: "facts", icon: ListChecks, title: m.about_value_facts, text: m.about_value_facts_text },
  { id: "customers", icon: HandHeart, title: m.about_value_customers, text: m.about_value_customers_text },
  { id: "prices", icon: Scale, title: m.about_value_prices, text: m.about_value_prices_text },
  { id: "nepal", icon: MapPinned, title: m.about_value_nepal, text: m.about_value_nepal_text },
  { id: "advice", icon: Lightbulb, title: m.about_value_advice, text: m.about_value_advice_text },
  { id: "care", icon: Wrench, title: m.about_value_care, text: m.about_value_care_text },
];

/** What every order gets, each backed by how checkout and the shop's settings work (call when rendering). */
export const COMMITMENTS = (returnDays: number) => [
  m.about_commit_delivery(),
  ...(returnDays > 0 ? [m.about_commit_return({ days: number(returnDays) })] : []),
  m.about_commit_cod(),
  m.about_commit_privacy(),
];
