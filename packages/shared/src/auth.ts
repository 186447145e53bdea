import { z } from "zod";

/** `owner`, `staff` and `support` run the shop (the back office); everyone else is a customer. */
export const USER_ROLES = ["customer", "owner", "staff", "support"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ["owner", "staff", "support"] as const satisfies readonly UserRole[];
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
import { NEPAL_MOBILE_PATTERN } from "./phone.js";

/**
 * Password rules (docs/requirements/accounts.md#sign-up-and-sign-in,
 * docs/requirements/accounts.md#password-reset): signup needs 8, a reset 6; login only asks for 6 in the
 * input.
 */
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
export const OTP_LENGTH = 6;

export const MESSAGES = {
  signupPasswordHint: "Password must be at least 8 characters",
  passwordsDontMatchSignup: "Passwords don't match!",
  passwordsDontMatch: "Passwords don't match",
  resetPasswordShort: "Password must be at least 6 characters",
  enterOtp: "Please enter the OTP",
  enterEmail: "Please enter your email",
  newPasswordsDontMatch: "New passwords don't match!",
  invalidPhone: "Enter a 10-digit mobile number starting with 97 or 98",
} as const;

const email = z.string().trim().toLowerCase().email("Enter a valid email address").max(254);
const fullName = z.string().trim().min(1, "Full name is required").max(100);
const phoneNumber = z.string().trim().regex(NEPAL_MOBILE_PATTERN, MESSAGES.invalidPhone);

export const shippingAddressSchema = z.object({
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  landmark: z.string().trim().max(200).optional(),
  province: z.string().trim().max(100).optional(),
  district: z.string().trim().max(100).optional(),
  municipality: z.string().trim().max(100).optional(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** The signed-in user as every auth call returns it (docs/requirements/accounts.md#account-calls). */
export const authUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isGoogle: z.boolean(),
  role: z.enum(USER_ROLES),
  shippingAddress: shippingAddressSchema,
  /** The owner proved the address (a mailed code or link, Google, an invitation; decision 028). */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signupRequestSchema = z.object({
  fullName,
  phoneNumber,
  email,
  password: z.string().min(SIGNUP_PASSWORD_MIN, MESSAGES.signupPasswordHint).max(200),
  /** When sent, it must match (the client checks first). */
  confirmPassword: z.string().max(200).optional(),
  rememberMe: z.boolean().optional(),
});

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
  /** Remember me: a 30-day cookie; otherwise the cookie ends with the browser session. */
  rememberMe: z.boolean().optional(),
});

export const userResponseSchema = z.object({ user: authUserSchema });
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * POST /auth/update-user (docs/requirements/accounts.md#account-calls): the id must be the signed-in
 * user's.
 */
export const updateUserRequestSchema = z.object({
  id: z.string(),
  userData: z.object({
    fullName,
    email,
    phoneNumber,
    address: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    landmark: z.string().trim().max(200).optional(),
    shippingAddress: shippingAddressSchema.optional(),
  }),
});

export const changePasswordRequestSchema = z.object({
  id: z.string(),
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(RESET_PASSWORD_MIN, MESSAGES.resetPasswordShort).max(200),
});

export const forgotPasswordRequestSchema = z.object({ forgotPasswordEmail: email });
export const verifyCodeRequestSchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code is 6 digits"),
});
export const resetPasswordRequestSchema = z.object({
  email,
  newPassword: z.string().min(RESET_PASSWORD_MIN, MESSAGES.resetPasswordShort).max(200),
});
/** POST /api/auth/verify-email: the mailed code, or the mailed link's token, in the account's own session. */
export const verifyEmailRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail")
      .optional(),
    token: z.string().trim().min(20).max(200).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.token === undefined), "Enter the 6-digit code from the e-mail");
export const googleLoginRequestSchema = z.object({ name: z.string().max(200), email: z.string().max(254) });

/** GET /userinfo/:userId (docs/requirements/accounts.md#account-calls). */
export const userInfoSchema = authUserSchema.pick({ fullName: true, email: true, phoneNumber: true, shippingAddress: true });

/** Nepal's local levels (GET /api/location?lang=english|nepali). */
export const LOCAL_LEVEL_TYPES = ["metropolitan", "sub-metropolitan", "municipality", "rural-municipality"] as const;
export const locationTreeSchema = z.object({
  lang: z.enum(["english", "nepali"]),
  provinces: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      districts: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          localLevels: z.array(z.object({ id: z.number(), name: z.string(), type: z.enum(LOCAL_LEVEL_TYPES), wards: z.number() })),
        }),
      ),
    }),
  ),
});
export type LocationTree = z.infer<typeof locationTreeSchema>;
