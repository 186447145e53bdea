import { useId } from "react";
import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { controlClass, controlStateClass, describedBy, FieldShell } from "./field-shell";

type SelectFieldProps = Omit<ComponentProps<"select">, "children"> & {
  label: string;
  placeholder: string;
  options: readonly string[];
  error?: string;
};

/** A labelled native select whose option values are their labels. */
export function SelectField({ label, placeholder, options, error, id, className, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          {...describedBy(selectId, error)}
          className={`${controlClass} ${controlStateClass(Boolean(error))} appearance-none pr-10`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      </div>
    </FieldShell>
  );
}
