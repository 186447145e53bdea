import { useLocationTree } from "@/lib/queries/get-location";
import { addressOptions, chooseDistrict, chooseMunicipality, chooseProvince, type AddressSelection } from "./address-selection";
import { m } from "@/paraglide/messages";
import { SelectField } from "./select-field";

type AddressPickerProps = {
  value: AddressSelection;
  onChange: (next: AddressSelection) => void;
  disabled?: boolean;
};

/** A saved name the list no longer has (older free text) stays selectable rather than vanishing. */
const withCurrent = (options: string[], current: string) => (current && !options.includes(current) ? [current, ...options] : options);

/**
 * Province → district → municipality / local level
 * (docs/requirements/accounts.md#profile-and-addresses). Each step waits for the one above it, and
 * changing a step clears the steps below. Used by profile and checkout.
 */
export function AddressPicker({ value, onChange, disabled = false }: AddressPickerProps) {
  const { data: tree, isPending, isError, refetch } = useLocationTree();
  const options = addressOptions(tree, value);
  const locked = disabled || isPending;

  return (
    <fieldset className="grid gap-4 sm:grid-cols-3" aria-busy={isPending || undefined}>
      <legend className="sr-only">{m.common_places_legend()}</legend>
      <SelectField
        label={m.common_province()}
        placeholder={isPending ? m.common_loading() : m.common_select_province()}
        options={withCurrent(options.provinces, value.province)}
        value={value.province}
        disabled={locked}
        onChange={(event) => onChange(chooseProvince(value, event.target.value))}
      />
      <SelectField
        label={m.common_district()}
        placeholder={m.common_select_district()}
        options={value.province ? withCurrent(options.districts, value.district) : []}
        value={value.district}
        disabled={locked || !value.province}
        onChange={(event) => onChange(chooseDistrict(value, event.target.value))}
      />
      <SelectField
        label={m.common_local_level()}
        placeholder={m.common_select_local_level()}
        options={value.district ? withCurrent(options.municipalities, value.municipality) : []}
        value={value.municipality}
        disabled={locked || !value.district}
        onChange={(event) => onChange(chooseMunicipality(value, event.target.value))}
      />
      {isError && (
        <p role="alert" className="text-sm text-rose-600 sm:col-span-3">
          {m.common_places_failed()}{" "}
          <button type="button" onClick={() => void refetch()} className="font-semibold underline">
            {m.common_try_again()}
          </button>
        </p>
      )}
    </fieldset>
  );
}
