import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { testimonials } from "../../db/schema/index.js";

export interface TestimonialView {
  _id: string;
  name: string;
  experience: string;
  location: string;
  image: { url: string } | null;
}

/** Shopper testimonials: shown once an admin approved them (docs/requirements/home.md#testimonials). */
export class TestimonialService {
  constructor(private readonly db: Db) {}

  async listApproved(): Promise<TestimonialView[]> {
    const rows = await this.db.select().from(testimonials).where(eq(testimonials.approved, true)).orderBy(desc(testimonials.createdAt)).limit(50);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      experience: row.experience,
      location: row.location,
      image: row.imageUrl ? { url: row.imageUrl } : null,
    }));
  }

  async submit(input: { name: string; experience: string; location: string; imageUrl: string | null }): Promise<string> {
    const [row] = await this.db
      .insert(testimonials)
      .values({ ...input, approved: false })
      .returning({ id: testimonials.id });
    return row!.id;
  }

  /** The admin's approval (no admin screens yet: a service call). False when there is no such testimonial. */
  async approve(id: string): Promise<boolean> {
    const updated = await this.db.update(testimonials).set({ approved: true }).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    return updated.length > 0;
  }
}
