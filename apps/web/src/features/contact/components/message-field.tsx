import { useId } from "react";
import type { ComponentProps } from "react";
import { controlClass, controlStateClass, describedBy, FieldShell } from "@/components/field-shell";

type MessageFieldProps = ComponentProps<"textarea"> & { label: string; error?: string; hint?: string };

/** A labelled multi-line input in the look of the shared text fields. */
export function MessageField({ label, error, hint, id, className, ...textarea }: MessageFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId}
        {...describedBy(fieldId, error, hint)}
        className={`${controlClass.replace("h-11", "min-h-40 py-3")} ${controlStateClass(Boolean(error))} resize-y`}
        {...textarea}
      />
    </FieldShell>
  );
}
