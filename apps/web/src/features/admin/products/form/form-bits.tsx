import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { cardClass } from "../../ui/styles";

export const fieldLabel = "block text-sm font-medium text-slate-700";
export const textareaClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white p-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100";

/** For number inputs: an empty box is "not given" rather than 0 or NaN. */
export const optionalNumber = { setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value)) };
export const requiredNumber = { setValueAs: (value: unknown) => (value === "" ? Number.NaN : Number(value)) };

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className={`${cardClass} min-w-0`}>
      <legend className="sr-only">{title}</legend>
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </fieldset>
  );
}

export function FieldMessage({ error }: { error?: FieldError | { message?: string } }) {
  return error?.message ? <span className="mt-1 block text-xs font-medium text-rose-600">{error.message}</span> : null;
}
