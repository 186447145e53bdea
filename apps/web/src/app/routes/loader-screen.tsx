import { Spinner } from "@/components/spinner";

/** The spec's stand-alone loader screen (/loader). */
export function LoaderScreen() {
  return <Spinner label="Loading…" className="min-h-[60vh]" />;
}
