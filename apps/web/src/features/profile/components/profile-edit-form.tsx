import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import type { AuthUser } from "@pasal/shared";
import { AddressPicker } from "@/components/address-picker";
import type { AddressSelection } from "@/components/address-selection";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
import { formError, localText } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
import { useUpdateUser } from "../api/update-user";
import { profileFormSchema, type ProfileFormValues } from "../schemas";

type ProfileEditFormProps = { user: AuthUser; onDone: () => void };

const valuesOf = ({ fullName, email, phoneNumber, shippingAddress: place }: AuthUser): ProfileFormValues => ({
  fullName,
  email,
  phoneNumber,
  address: place.address ?? "",
  city: place.city ?? "",
  landmark: place.landmark ?? "",
  province: place.province ?? "",
  district: place.district ?? "",
  municipality: place.municipality ?? "",
});

/** Edit mode: Save Changes posts to /auth/update-user, Cancel returns to the view unchanged. */
export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });
  const [province = "", district = "", municipality = ""] = watch(["province", "district", "municipality"]);

  const onPlaceChange = (next: AddressSelection) => {
    for (const key of ["province", "district", "municipality"] as const) {
      setValue(key, next[key], { shouldDirty: true });
    }
  };

  const onSubmit = handleSubmit(({ fullName, email, phoneNumber, ...place }) =>
    update.mutate(
      {
        id: user._id,
        userData: {
          fullName,
          email,
          phoneNumber,
          address: place.address,
          city: place.city,
          landmark: place.landmark,
          // A pinned map location set at checkout is kept as it was.
          shippingAddress: { ...place, location: user.shippingAddress.location },
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(localText(message));
          onDone();
        },
        onError: (error) => toast.error(refusalMessage(error, m.profile_update_failed())),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <h2 className="text-xl font-bold text-slate-900">{m.profile_edit()}</h2>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{m.profile_personal()}</legend>
        <TextField label={m.profile_full_name()} autoComplete="name" error={formError(errors.fullName?.message)} {...register("fullName")} />
        <TextField label={m.profile_email()} type="email" autoComplete="email" error={formError(errors.email?.message)} {...register("email")} />
        <TextField
          label={m.profile_phone()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={formError(errors.phoneNumber?.message)}
          {...register("phoneNumber")}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{m.profile_shipping_address()}</legend>
        <AddressPicker value={{ province, district, municipality }} onChange={onPlaceChange} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={m.profile_street()} autoComplete="street-address" error={formError(errors.address?.message)} {...register("address")} />
          <TextField label={m.profile_city()} autoComplete="address-level2" error={formError(errors.city?.message)} {...register("city")} />
          <TextField label={m.profile_landmark()} error={formError(errors.landmark?.message)} {...register("landmark")} />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onDone} className="h-11 rounded-xl border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
          {m.profile_cancel()}
        </button>
        <SubmitButton loading={update.isPending} loadingText={m.profile_saving()}>
          {m.profile_save()}
        </SubmitButton>
      </div>
    </form>
  );
}
