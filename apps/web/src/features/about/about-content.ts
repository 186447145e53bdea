import { HandHeart, Lightbulb, ListChecks, MapPinned, Scale, Wrench, type LucideIcon } from "lucide-react";

export type Value = { icon: LucideIcon; title: string; text: string };

/**
 * Six core values: how the shop means to work, not facts about it (issue 14: facts and figures
 * on the about page come from data — GET /api/shop and /api/shop/stats).
 */
export const VALUES: Value[] = [
  { icon: ListChecks, title: "Straight facts", text: "Prices, stock and specifications on every page come from our own catalogue." },
  { icon: HandHeart, title: "Customers first", text: "We judge every decision by what it does for the person buying." },
  { icon: Scale, title: "Fair prices", text: "Prices in rupees, with no charges added at checkout." },
  { icon: MapPinned, title: "All of Nepal", text: "The same service in the hills and the Terai as in the valley." },
  { icon: Lightbulb, title: "Honest advice", text: "We recommend what suits you, even when it costs less." },
  { icon: Wrench, title: "Care after the sale", text: "Returns, warranty claims and questions do not end at delivery." },
];

/** What every order gets, each backed by how checkout and the shop's settings work. */
export const COMMITMENTS = (returnDays: number) => [
  "Free delivery to every district of Nepal: checkout adds no delivery charge",
  ...(returnDays > 0 ? [`${returnDays} days free return on unused items`] : []),
  "Cash on delivery, so you can pay when it arrives",
  "Your personal data kept private, never sold",
];
