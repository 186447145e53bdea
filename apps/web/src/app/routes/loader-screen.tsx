import { Spinner } from "@/components/spinner";
import { m } from "@/paraglide/messages";

/** The spec's stand-alone loader screen (/loader). */
export function LoaderScreen() {
  return <Spinner label={m.common_loading()} className="min-h-[60vh]" />;
}
