import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LocationTree } from "@pasal/shared";
import { api } from "../api-client";

export const getLocationTree = (signal?: AbortSignal) => api.get<LocationTree>("/location?lang=english&shape=full", signal);

/** Nepal's provinces, districts and local levels change only with a release: fetch once per visit. */
export const locationTreeQueryOptions = () =>
  queryOptions({
    queryKey: ["location", "english"],
    queryFn: ({ signal }) => getLocationTree(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useLocationTree = () => useQuery(locationTreeQueryOptions());
