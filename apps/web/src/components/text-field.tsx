import { useId } from "react";
import type { ComponentProps, ReactNode } from "react";
import { controlClass, controlStateClass, describedBy, FieldShell } from "./field-shell";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
};

/** A labelled input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, hint, trailing, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          {...describedBy(inputId, error, hint)}
          className={`${controlClass} ${controlStateClass(Boolean(error))} ${trailing ? "pr-11" : ""}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldShell>
  );
}
