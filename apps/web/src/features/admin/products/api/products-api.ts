import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "@/lib/api-form";
import { adminApi, queryString } from "../../lib/admin-request";
import type { AdminProduct, AdminProductImage, AdminProductInput, AdminProductRow, BulkEdit, ProductFilters } from "./product-types";

export const PRODUCT_PAGE_SIZE = 25;

export const productsQuery = (filters: Partial<ProductFilters>, page: number) =>
  queryOptions({
    queryKey: ["admin", "products", "list", filters, page],
    queryFn: ({ signal }) =>
      adminApi.get<{ items: AdminProductRow[]; total: number }>(`/admin/products${queryString({ ...filters, page, limit: PRODUCT_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ["admin", "products", "detail", id], queryFn: ({ signal }) => adminApi.get<AdminProduct>(`/admin/products/${id}`, signal) });

/** The table's filtered set in the import's columns (the server applies the same filters as the list). */
export const productsCsvUrl = (filters: Partial<ProductFilters>) => `/api/admin/products.csv${queryString(filters)}`;

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
/** Archives (answers the archived product): it leaves the shop, orders keep their snapshots. */
export const useArchiveProduct = () => useProductWrite((id: string) => adminApi.delete<AdminProduct>(`/admin/products/${id}`));
export const useBulkEdit = () => useProductWrite((edit: BulkEdit) => adminApi.post<{ updated: number }>("/admin/products/bulk", edit));

type Images = { images: AdminProductImage[] };

/*
 * Picture calls answer the product's whole list, which the form shows as it is: they leave the
 * product's cached detail alone, so an edit in progress is not reset by a refetch.
 */

/** Adds pictures (checked by content and resized to WebP by the server). */
export const useUploadImages = (id: string) =>
  useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("images", file, file.name);
      return postForm<Images>(`/admin/products/${id}/images`, form);
    },
  });

/** The same pictures in a new order with their alt text (the server keeps their sizes). */
export const arrangeImages = (id: string, images: Array<{ url: string; alt?: string }>) => adminApi.patch<Images>(`/admin/products/${id}/images`, { images });

/** Removes one picture by its position in the stored list; its files go too. */
export const useRemoveImage = (id: string) =>
  useMutation({ mutationFn: (position: number) => adminApi.delete<Images>(`/admin/products/${id}/images/${position}`) });
