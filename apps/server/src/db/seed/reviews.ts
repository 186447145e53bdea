import type { ProductDef } from "./types.js";
import { between, hash, pick } from "./util.js";

/**
 * Demo reviews: real rows written by a few demo reviewer accounts, so that every rating and
 * review count the demo store shows is the sum of reviews a shopper can read (issue 13).
 * Deterministic, like the rest of the demo catalogue.
 */
export interface DemoReview {
  modelName: string;
  reviewer: number;
  rating: number;
  comment: string;
  daysAgo: number;
}

export const DEMO_REVIEWERS = [
  "Aarati Shrestha", "Bikash Thapa", "Sujata Gurung", "Rajan Maharjan", "Pooja Adhikari", "Nabin Rai",
  "Sarita Tamang", "Prakash Bhandari", "Anjali Karki", "Roshan Lama", "Kabita Poudel", "Dipesh Shakya",
] as const;

/** Accounts nobody can sign in to: no password, and a reserved domain no mailbox or Google account can have. */
export const demoReviewerEmail = (index: number) => `reviewer-${index + 1}@demo.pasal.invalid`;

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "Genuine product, delivered to my door in two days. Very happy.",
    "Exactly as described. Packaging was sealed and the warranty card was inside.",
    "Excellent value for the price. Would buy from Pasal again.",
    "Works perfectly. Delivery to Pokhara was quicker than expected.",
    "Great quality, my second purchase here and both were good.",
  ],
  4: [
    "Good product, does the job well. Delivery took a day longer than promised.",
    "Nice build and works fine. The box was a little dented but the item was okay.",
    "Happy with it overall. Price is fair compared to New Road shops.",
    "Solid purchase. Would have liked a longer cable in the box.",
  ],
  3: [
    "It is okay for the price. Nothing special.",
    "Works, but not as good as I expected from the photos.",
    "Average. The colour is slightly different from the picture.",
  ],
  2: ["Stopped working properly after a few weeks; the shop helped me with the warranty claim."],
  1: ["Received the wrong colour. Support replaced it, but it took a week."],
};

/** Mostly happy buyers, some lukewarm ones, a rare complaint; popular products get more reviews. */
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1] as const;

export function demoReviewsFor(def: ProductDef, sold: number): DemoReview[] {
  const seed = hash(`reviews:${def.modelName}`);
  // About one product in six has no review yet: a new shop's catalogue is not reviewed end to end.
  if (between(0, 5, seed, 1) === 0) return [];
  const count = Math.min(sold, between(1, 7, seed, 2));
  const reviewers = new Set<number>();
  const out: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const reviewer = between(0, DEMO_REVIEWERS.length - 1, seed, 10 + i);
    if (reviewers.has(reviewer)) continue;
    reviewers.add(reviewer);
    const rating = pick(RATINGS, seed, 20 + i);
    out.push({ modelName: def.modelName, reviewer, rating, comment: pick(COMMENTS[rating], seed, 30 + i), daysAgo: between(2, 300, seed, 40 + i) });
  }
  return out;
}
