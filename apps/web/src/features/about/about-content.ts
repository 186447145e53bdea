import { BadgeCheck, HandHeart, Lightbulb, MapPinned, Scale, Wrench, type LucideIcon } from "lucide-react";

// Pasal's own story. The people are fictional; avatars are their initials (no photos).

export type Person = { name: string; role: string; bio?: string };

export const LEADERS: Person[] = [
  { name: "Anish Shrestha", role: "Founder & CEO", bio: "Started Pasal behind a small counter on New Road, fixing phones between sales." },
  { name: "Sabina Karki", role: "Head of Operations", bio: "Makes sure a parcel packed in Kathmandu reaches Jumla as carefully as Lalitpur." },
  { name: "Prakash Tamang", role: "Head of Technology", bio: "Builds the store you are using, and keeps it quick on a 3G connection." },
  { name: "Nisha Rai", role: "Head of Customer Care", bio: "Leads the team that answers your calls, messages and warranty claims." },
];

export const TEAM: Person[] = [
  { name: "Bikash Thapa", role: "Store Manager, New Road" },
  { name: "Srijana Magar", role: "Customer Support Lead" },
  { name: "Rohan Adhikari", role: "Delivery Coordinator" },
  { name: "Puja Gurung", role: "Product Specialist" },
  { name: "Suman Lama", role: "Warranty & Service Desk" },
];

export type Value = { icon: LucideIcon; title: string; text: string };

/** Six core values, shown on both about pages. */
export const VALUES: Value[] = [
  { icon: BadgeCheck, title: "Genuine, always", text: "Only products from authorized channels, with the official warranty." },
  { icon: HandHeart, title: "Customers first", text: "We judge every decision by what it does for the person buying." },
  { icon: Scale, title: "Fair prices", text: "Honest prices in rupees, with no hidden charges at checkout." },
  { icon: MapPinned, title: "All of Nepal", text: "The same service in the hills and the Terai as in the valley." },
  { icon: Lightbulb, title: "Honest advice", text: "We recommend what suits you, even when it costs less." },
  { icon: Wrench, title: "Care after the sale", text: "Warranty claims, repairs and questions do not end at delivery." },
];

export type Milestone = { year: string; title: string; text: string };

export const MILESTONES: Milestone[] = [
  { year: "2019", title: "A counter on New Road", text: "Pasal opens as a small phone and accessories counter in Kathmandu." },
  { year: "2020", title: "The online store", text: "Shoppers order online for the first time, with cash on delivery." },
  { year: "2021", title: "Free delivery across Nepal", text: "Delivery partners in every province make shipping free for everyone." },
  { year: "2023", title: "Authorized dealer", text: "Official partnerships with leading phone, laptop and audio brands." },
  { year: "2025", title: "The Pasal app", text: "The store becomes an app you can install straight from the browser." },
];

export type Business = { name: string; text: string; tone: string };

/** The group of companies Pasal belongs to (spec part 2 §1). */
export const GROUP_BUSINESSES: Business[] = [
  { name: "Pasal Electronics", text: "This store: phones, laptops, audio and accessories.", tone: "from-brand-500 to-brand-700" },
  { name: "Pasal Care", text: "Repairs, screen replacements and warranty service.", tone: "from-emerald-500 to-teal-600" },
  { name: "Pasal Express", text: "Deliveries and pickups across the country.", tone: "from-amber-400 to-orange-500" },
  { name: "Pasal for Business", text: "Devices in bulk for offices, schools and hospitals.", tone: "from-violet-500 to-fuchsia-600" },
];

export type Stat = { value: string; label: string };

/** Spec part 2 "About": 24/7 is the store's ordering, not its support (support hours are shown elsewhere). */
export const STATS: Stat[] = [
  { value: "50K+", label: "Happy customers" },
  { value: "100+", label: "Brands" },
  { value: "24/7", label: "Online ordering" },
  { value: "98%", label: "Positive reviews" },
];

export const COMMITMENTS = (returnDays: number) => [
  "Genuine products from authorized distributors only",
  "The manufacturer's warranty on everything we sell",
  "Free delivery to every district of Nepal",
  `${returnDays} days free return on unused items`,
  "Cash on delivery, so you pay only when it arrives",
  "Your personal data kept private, never sold",
];
