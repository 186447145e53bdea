import { Leaf, Package, Recycle, Sun, type LucideIcon } from "lucide-react";

export type SustainabilitySection = {
  id: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  /** Tailwind gradient of the section's illustration card. */
  tone: string;
};

/** The four scroll-revealed sections (spec part 2 "Sustainability"): goals, stated as goals. */
export const SUSTAINABILITY_SECTIONS: SustainabilitySection[] = [
  {
    id: "carbon",
    icon: Leaf,
    eyebrow: "Our climate goal",
    title: "Carbon neutral by 2030",
    text: "Every parcel has a footprint. We are shrinking ours step by step, and we will balance what remains by 2030.",
    points: [
      "Orders to the same area travel together instead of one trip each",
      "Electric scooters for deliveries inside the Kathmandu valley",
      "A yearly, public account of our progress",
    ],
    tone: "from-emerald-500 to-teal-600",
  },
  {
    id: "energy",
    icon: Sun,
    eyebrow: "Clean power",
    title: "Towards 100% renewable energy",
    text: "Nepal's rivers already power most of the grid. Our aim is that every watt our store, warehouse and servers use is renewable.",
    points: ["Rooftop solar for the warehouse", "Energy-efficient lighting and cooling", "Hosting with providers that run on renewable power"],
    tone: "from-amber-400 to-orange-500",
  },
  {
    id: "packaging",
    icon: Package,
    eyebrow: "Packaging",
    title: "Aiming for zero waste",
    text: "A phone does not need a mountain of plastic to arrive safely. We pack with less, and with what can be used again.",
    points: ["Recycled cardboard and paper padding instead of plastic fill", "Boxes reused when they come back with returns", "No printed leaflets you did not ask for"],
    tone: "from-sky-500 to-brand-600",
  },
  {
    id: "e-waste",
    icon: Recycle,
    eyebrow: "Second life",
    title: "E-waste take-back",
    text: "Old phones, chargers and earbuds hold valuable materials and harmful ones. Bring them to our store and we make sure they are handled responsibly.",
    points: ["Free drop-off for any brand, bought here or not", "Working devices refurbished and donated to schools", "Batteries sent to certified recyclers"],
    tone: "from-violet-500 to-fuchsia-600",
  },
];
