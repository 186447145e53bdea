import { z } from "zod";
import { adminPageQuerySchema } from "./admin-audit.js";
import { shippingAddressSchema } from "./auth.js";
import { ORDER_STATUSES } from "./order.js";

const idParams = z.object({ id: z.string().uuid("Not found") });
export const adminIdParamsSchema = idParams;

// ---- Customers -------------------------------------------------------------------------------

/** GET /api/admin/customers?q= (name, e-mail or phone, anywhere in it) */
export const adminCustomerQuerySchema = adminPageQuerySchema.extend({ q: z.string().trim().min(1).max(100).optional() });

export const adminCustomerRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  disabled: z.boolean(),
  orders: z.number(),
  createdAt: z.string(),
});
export const adminCustomerListSchema = z.object({ items: z.array(adminCustomerRowSchema), total: z.number() });

/** GET /api/admin/customers/:id: the account (never its password hash), its orders, address and reviews. */
export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  isGoogle: z.boolean(),
  disabledAt: z.string().nullable(),
  shippingAddress: shippingAddressSchema,
  orderList: z.array(z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), totalAmount: z.number(), createdAt: z.string() })),
  reviews: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      rating: z.number(),
      comment: z.string(),
      hidden: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

// ---- Moderation ------------------------------------------------------------------------------

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export const adminTestimonialQuerySchema = adminPageQuerySchema.extend({ status: z.enum(TESTIMONIAL_STATUSES).default("pending") });
export const adminTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  experience: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  status: z.enum(TESTIMONIAL_STATUSES),
  createdAt: z.string(),
});
export const adminTestimonialListSchema = z.object({ items: z.array(adminTestimonialSchema), total: z.number() });

export const REVIEW_STATUSES = ["visible", "hidden"] as const;
export const adminReviewQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).default("visible"),
  productId: z.string().uuid("Product not found").optional(),
});
export const adminReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  author: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  rating: z.number(),
  comment: z.string(),
  medias: z.array(z.object({ url: z.string(), type: z.enum(["image", "video"]) })),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema), total: z.number() });

// ---- Inbox -----------------------------------------------------------------------------------

export const INBOX_STATUS_VALUES = ["new", "replied", "archived"] as const;
export const inboxQuerySchema = adminPageQuerySchema.extend({ status: z.enum(INBOX_STATUS_VALUES).optional() });
export const inboxStatusRequestSchema = z.object({ status: z.enum(INBOX_STATUS_VALUES) });

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(INBOX_STATUS_VALUES),
  createdAt: z.string(),
});
export const inboxMessageListSchema = z.object({ items: z.array(inboxMessageSchema), total: z.number() });

export const inboxApplicationSchema = z.object({
  id: z.string(),
  positionId: z.string().nullable(),
  position: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedin: z.string().nullable(),
  coverLetter: z.string(),
  hearAbout: z.string().nullable(),
  resumeName: z.string(),
  status: z.enum(INBOX_STATUS_VALUES),
  createdAt: z.string(),
});
export const inboxApplicationListSchema = z.object({ items: z.array(inboxApplicationSchema), total: z.number() });

// ---- Job positions ---------------------------------------------------------------------------

const positionBase = z.object({
  title: z.string().trim().min(1, "Give the position a title").max(200),
  location: z.string().trim().min(1, "Say where the job is").max(200),
  type: z.string().trim().min(1, "Say the kind of job (e.g. Full-time)").max(60),
  department: z.string().trim().min(1, "Name the department").max(100),
  description: z.string().trim().min(1, "Describe the job").max(10_000),
  /** false: closed, the careers page no longer lists it. */
  isOpen: z.boolean(),
});
export const positionFieldsSchema = positionBase.extend({ isOpen: positionBase.shape.isOpen.default(true) });
// No defaults here: a field left out of an edit stays as it is.
export const positionPatchSchema = positionBase
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change");
export const adminPositionSchema = positionFieldsSchema.extend({ id: z.string(), applications: z.number(), createdAt: z.string() });
export const adminPositionListSchema = z.object({ items: z.array(adminPositionSchema) });

// ---- Shop settings ---------------------------------------------------------------------------

const line = (message: string, max = 200) => z.string().trim().min(1, message).max(max);

/** GET/PUT /api/admin/settings (owner): the facts the footer, contact page, invoices and mails print. */
export const shopSettingsSchema = z.object({
  businessName: line("Give the business name"),
  address: line("Give the shop's address", 500),
  pan: z
    .string()
    .trim()
    .regex(/^\d{9}$/, "A PAN/VAT number has 9 digits"),
  companyRegistrationNo: line("Give the company registration number", 100),
  ecommerceListingNo: line("Give the e-commerce listing number", 100),
  grievanceOfficer: z.object({
    name: line("Name the grievance officer", 100),
    phone: z
      .string()
      .trim()
      .regex(/^\+?\d[\d\s-]{5,18}\d$/, "Enter the grievance officer's phone number"),
    email: z.string().trim().max(254).email("Enter the grievance officer's e-mail"),
  }),
  supportHours: line("Give the support hours"),
  supportPhone: z
    .string()
    .trim()
    .regex(/^\+?\d[\d\s-]{5,18}\d$/, "Enter the support phone number"),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * GET /api/admin/settings: the form's starting values. A fact not set yet is an empty string — never
 * a stand-in such as 000000000 or "Not set" (decision 030) — so only PUT's answer is a full ShopSettings.
 */
export const shopSettingsDraftSchema = z.object({
  businessName: z.string(),
  address: z.string(),
  pan: z.string(),
  companyRegistrationNo: z.string(),
  ecommerceListingNo: z.string(),
  grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  supportHours: z.string(),
  supportPhone: z.string(),
});
export type ShopSettingsDraft = z.infer<typeof shopSettingsDraftSchema>;

/** What a tax invoice needs the owner to have set (decision 030), in the order the checklist lists them. */
export const SETUP_ITEMS = ["businessName", "address", "pan", "companyRegistrationNo", "ecommerceListingNo", "grievanceOfficer"] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/**
 * GET /api/admin/setup-checklist: what is still missing before invoices can be issued. `saved` is
 * false until the owner first saves the settings: invoices print only saved facts.
 */
export const setupChecklistSchema = z.object({
  complete: z.boolean(),
  saved: z.boolean(),
  missing: z.array(z.enum(SETUP_ITEMS)),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** GET /api/admin/reports/sales-register: a month (Nepal's calendar day, AD) or a Nepali fiscal year. */
export const salesRegisterQuerySchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month is written YYYY-MM")
      .optional(),
    fiscalYear: z
      .string()
      .regex(/^\d{4}\/\d{2}$/, "A fiscal year is written like 2083/84")
      .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), "A fiscal year is two years in a row, like 2083/84")
      .optional(),
    format: z.enum(["csv", "pdf", "json"]).default("json"),
  })
  .refine((q) => (q.month === undefined) !== (q.fiscalYear === undefined), "Give either a month or a fiscal year");

export const salesRegisterRowSchema = z.object({
  kind: z.enum(["invoice", "credit-note"]),
  number: z.string(),
  /** The credit note's invoice. */
  invoiceNumber: z.string().nullable(),
  adDate: z.string(),
  bsDate: z.string(),
  buyer: z.string(),
  buyerPan: z.string().nullable(),
  /** Rupees; a credit note's are negative. */
  taxableAmount: z.number(),
  vat: z.number(),
  total: z.number(),
});
export const salesRegisterSchema = z.object({
  period: z.string(),
  rows: z.array(salesRegisterRowSchema),
  totals: z.object({ taxableAmount: z.number(), vat: z.number(), total: z.number() }),
});
export type SalesRegister = z.infer<typeof salesRegisterSchema>;
