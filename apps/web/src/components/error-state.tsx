import { AlertTriangle, WifiOff } from "lucide-react";
import { NetworkError, OFFLINE_MESSAGE } from "@/lib/api-client";
import { m } from "@/paraglide/messages";

type ErrorStateProps = {
  title?: string;
  message: string;
  onRetry?: () => void;
  /** The failure itself: a network failure shows the offline icon (its message is OFFLINE_MESSAGE). */
  error?: unknown;
};

/** The offline text is the app's own (not the server's), so it is shown in the page's language. */
const inLanguage = (text: string) => text.replaceAll(OFFLINE_MESSAGE, m.common_offline());

export function ErrorState({ title = m.common_something_wrong(), message, onRetry, error }: ErrorStateProps) {
  const Icon = error instanceof NetworkError ? WifiOff : AlertTriangle;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden className="mb-4 size-10 text-amber-500" />
      <h2 className="text-lg font-semibold text-slate-900">{inLanguage(title)}</h2>
      <p className="mt-2 text-sm text-slate-600">{inLanguage(message)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {m.common_try_again()}
        </button>
      )}
    </div>
  );
}
