import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "@/lib/api-form";
import { adminApi, queryString } from "../../lib/admin-request";
import type { AdminProduct, AdminProductInput, AdminProductRow, BulkEdit, ProductFilters } from "./product-types";

export const PRODUCT_PAGE_SIZE = 25;

export const productsQuery = (filters: ProductFilters, page: number) =>
  queryOptions({
    queryKey: ["admin", "products", "list", filters, page],
    queryFn: ({ signal }) =>
      adminApi.get<{ items: AdminProductRow[]; total: number }>(`/admin/products${queryString({ ...filters, page, limit: PRODUCT_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ["admin", "products", "detail", id], queryFn: ({ signal }) => adminApi.get<AdminProduct>(`/admin/products/${id}`, signal) });

export const productsCsvUrl = (filters: ProductFilters) => `/api/admin/products.csv${queryString(filters)}`;

function useProductWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin", "products"] });
      void client.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}

export const useCreateProduct = () => useProductWrite((input: AdminProductInput) => adminApi.post<AdminProduct>("/admin/products", input));
export const useUpdateProduct = (id: string) => useProductWrite((input: AdminProductInput) => adminApi.patch<AdminProduct>(`/admin/products/${id}`, input));
/** Archives: the product leaves the shop, orders keep their snapshots. */
export const useArchiveProduct = () => useProductWrite((id: string) => adminApi.delete<{ message: string }>(`/admin/products/${id}`));
export const useBulkEdit = () => useProductWrite((edit: BulkEdit) => adminApi.post<{ updated: number }>("/admin/products/bulk", edit));

/** Adds images (checked and resized by the server); answers the product with its new image list. */
export const useUploadImages = (id: string) =>
  useProductWrite((files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("images", file, file.name);
    return postForm<AdminProduct>(`/admin/products/${id}/images`, form);
  });
