import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog.js";
import { users } from "./users.js";

/** Where a contact message or job application stands in the back office's inbox. */
export const INBOX_STATUSES = ["new", "replied", "archived"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    /** Hidden by moderation: out of the product's list and its rating totals until restored. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reviews_product_created_idx").on(t.productId, t.createdAt), check("reviews_rating_range", sql`${t.rating} between 1 and 5`)],
);

export const reviewMedia = pgTable(
  "review_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [index("review_media_review_idx").on(t.reviewId), check("review_media_type_valid", sql`${t.type} in ('image', 'video')`)],
);

export const testimonials = pgTable("testimonials", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  experience: text("experience").notNull(),
  location: text("location").notNull(),
  imageUrl: text("image_url"),
  /** New testimonials wait for an admin's approval before they are shown. */
  approved: boolean("approved").notNull().default(false),
  /** Rejected in the moderation queue (pending = neither approved nor rejected). */
  rejectedAt: timestamp("rejected_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: INBOX_STATUSES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("contact_messages_status_valid", sql`${t.status} in ('new', 'replied', 'archived')`)],
);

export const jobPositions = pgTable("job_positions", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  location: text("location").notNull(),
  type: text("type").notNull(),
  department: text("department").notNull(),
  description: text("description").notNull(),
  isOpen: boolean("is_open").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    positionId: uuid("position_id").references(() => jobPositions.id, { onDelete: "set null" }),
    position: text("position").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    linkedin: text("linkedin"),
    coverLetter: text("cover_letter").notNull(),
    hearAbout: text("hear_about"),
    resumePath: text("resume_path").notNull(),
    resumeName: text("resume_name").notNull(),
    status: text("status", { enum: INBOX_STATUSES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("job_applications_status_valid", sql`${t.status} in ('new', 'replied', 'archived')`)],
);
