import { z } from "zod";
import { loginRequestSchema, MESSAGES, RESET_PASSWORD_MIN, resetPasswordRequestSchema, signupRequestSchema, verifyCodeRequestSchema } from "@pasal/shared";

// The shared request schemas are the contract; the forms add only what the spec asks of the
// screen itself (docs/requirements/accounts.md#sign-up-and-sign-in): clearer "required" messages and
// password confirmations.

const required = (message: string) => z.string().trim().min(1, message);
const email = required("Email is required").pipe(loginRequestSchema.shape.email);

export const loginFormSchema = loginRequestSchema.extend({
  email,
  // The login input asks for at least 6 characters, the shortest password any path allows.
  password: z.string().min(1, "Password is required").min(RESET_PASSWORD_MIN, MESSAGES.resetPasswordShort),
  rememberMe: z.boolean(),
});

export const signupFormSchema = signupRequestSchema
  .extend({
    email,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDontMatchSignup,
  });

export const forgotEmailSchema = z.object({ email: required(MESSAGES.enterEmail).pipe(loginRequestSchema.shape.email) });

export const otpSchema = z.object({ code: required(MESSAGES.enterOtp).pipe(verifyCodeRequestSchema.shape.code) });

export const newPasswordSchema = z
  .object({
    newPassword: resetPasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDontMatch,
  });
