import type { ReactNode } from "react";
import { ErrorState } from "@/components/error-state";
import { errorMessage } from "@/lib/api-client";
import { SkeletonRows } from "./skeleton";

type QueryLike<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Skeleton while loading, the server's reason with a retry on failure, else the content. */
export function QueryState<T>({ query, children, rows }: { query: QueryLike<T>; children: (data: T) => ReactNode; rows?: number }) {
  if (query.isPending) return <SkeletonRows rows={rows} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState title="Could not load this" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
