import { count } from "drizzle-orm";
import type { Db } from "../client.js";
import { jobPositions } from "../schema/index.js";

/** Open positions for the demo careers page. */
export const DEMO_POSITIONS = [
  {
    title: "Customer Support Executive",
    location: "Kathmandu",
    type: "Full-time",
    department: "Customer Care",
    description: "Answer shoppers on phone, WhatsApp and e-mail, follow orders through delivery and handle returns and warranty claims.",
  },
  {
    title: "Delivery Rider",
    location: "Lalitpur",
    type: "Full-time",
    department: "Logistics",
    description: "Deliver orders across the valley on time, collect cash on delivery and help customers check their products at the door.",
  },
  {
    title: "Frontend Developer (React)",
    location: "Kathmandu (hybrid)",
    type: "Full-time",
    department: "Technology",
    description: "Build the storefront with React and TypeScript: fast product pages, a smooth checkout and an app that works on every phone.",
  },
];

/** Seeds the demo positions once, into an empty table (safe to call on every start). */
export async function seedDemoPositions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(jobPositions);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(jobPositions).values(DEMO_POSITIONS);
}
