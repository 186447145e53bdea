import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobPosition } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** GET /api/positions: the open positions. */
export const getPositions = (signal?: AbortSignal) => api.get<JobPosition[]>("/positions", signal);

export const positionsQueryOptions = () => queryOptions({ queryKey: ["positions"], queryFn: ({ signal }) => getPositions(signal) });

export const usePositions = () => useQuery(positionsQueryOptions());
