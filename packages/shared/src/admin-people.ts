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
  orderList: z.array(
    z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), totalAmount: z.number(), createdAt: z.string() }),
  ),
  reviews: z.array(
    z.object({ id: z.string(), productId: z.string(), productName: z.string(), rating: z.number(), comment: z.string(), hidden: z.boolean(), createdAt: z.string() }),
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
  pan: z.string().trim().regex(/^\d{9}$/, "A PAN/VAT number has 9 digits"),
  companyRegistrationNo: line("Give the company registration number", 100),
  ecommerceListingNo: line("Give the e-commerce listing number", 100),
  grievanceOfficer: z.object({
    name: line("Name the grievance officer", 100),
    phone: z.string().trim().regex(/^\+?\d[\d\s-]{5,18}\d$/, "Enter the grievance officer's phone number"),
    email: z.string().trim().max(254).email("Enter the grievance officer's e-mail"),
  }),
  supportHours: line("Give the support hours"),
  supportPhone: z.string().trim().regex(/^\+?\d[\d\s-]{5,18}\d$/, "Enter the support phone number"),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
