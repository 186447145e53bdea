import { z } from "zod";
import { changePasswordRequestSchema, MESSAGES, shippingAddressSchema, updateUserRequestSchema } from "@pasal/shared";

const userData = updateUserRequestSchema.shape.userData.shape;
const place = shippingAddressSchema.shape;

/**
 * The edit form is flat; the shared field rules apply to each field (update-user,
 * docs/requirements/accounts.md#account-calls).
 */
export const profileFormSchema = z.object({
  fullName: userData.fullName,
  email: userData.email,
  phoneNumber: userData.phoneNumber,
  address: z.string().trim().max(200),
  city: z.string().trim().max(100),
  landmark: z.string().trim().max(200),
  province: place.province.unwrap(),
  district: place.district.unwrap(),
  municipality: place.municipality.unwrap(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: changePasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.newPasswordsDontMatch,
  });
