import { AlertTriangle, WifiOff } from "lucide-react";
import { NetworkError } from "@/lib/api-client";

type ErrorStateProps = {
  title?: string;
  message: string;
  onRetry?: () => void;
  /** The failure itself: a network failure shows the offline icon (its message is OFFLINE_MESSAGE). */
  error?: unknown;
};

export function ErrorState({ title = "Something went wrong", message, onRetry, error }: ErrorStateProps) {
  const Icon = error instanceof NetworkError ? WifiOff : AlertTriangle;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden className="mb-4 size-10 text-amber-500" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
      )}
    </div>
  );
}
