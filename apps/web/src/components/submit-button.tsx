import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";

type SubmitButtonProps = ComponentProps<"button"> & { loading?: boolean; loadingText?: string };

/** The primary form button; while `loading` it is disabled and says what it is doing. */
export function SubmitButton({ loading = false, loadingText, children, className = "", disabled, ...rest }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
      {...rest}
    >
      {loading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {loading ? (loadingText ?? children) : children}
    </button>
  );
}
