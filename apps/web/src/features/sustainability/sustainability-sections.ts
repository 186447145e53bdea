import { Leaf, Package, Recycle, Sun, type LucideIcon } from "lucide-react";
import { m } from "@/paraglide/messages";

/** The texts are message functions, read in the current language when rendered. */
export type SustainabilitySection = {
  id: string;
  icon: LucideIcon;
  eyebrow: () => string;
  title: () => string;
  text: () => string;
  points: (() => string)[];
  /** Tailwind gradient of the section's illustration card. */
  tone: string;
};

/**
 * The four scroll-revealed sections (docs/requirements/content-pages.md#sustainability): goals, stated
 * as goals.
 */
export const SUSTAINABILITY_SECTIONS: SustainabilitySection[] = [
  {
    id: "carbon",
    icon: Leaf,
    eyebrow: m.green_carbon_eyebrow,
    title: m.green_carbon_title,
    text: m.green_carbon_text,
    points: [m.green_carbon_1, m.green_carbon_2, m.green_carbon_3],
    tone: "from-emerald-500 to-teal-600",
  },
  {
    id: "energy",
    icon: Sun,
    eyebrow: m.green_energy_eyebrow,
    title: m.green_energy_title,
    text: m.green_energy_text,
    points: [m.green_energy_1, m.green_energy_2, m.green_energy_3],
    tone: "from-amber-400 to-orange-500",
  },
  {
    id: "packaging",
    icon: Package,
    eyebrow: m.green_pack_eyebrow,
    title: m.green_pack_title,
    text: m.green_pack_text,
    points: [m.green_pack_1, m.green_pack_2, m.green_pack_3],
    tone: "from-sky-500 to-brand-600",
  },
  {
    id: "e-waste",
    icon: Recycle,
    eyebrow: m.green_ewaste_eyebrow,
    title: m.green_ewaste_title,
    text: m.green_ewaste_text,
    points: [m.green_ewaste_1, m.green_ewaste_2, m.green_ewaste_3],
    tone: "from-violet-500 to-fuchsia-600",
  },
];
