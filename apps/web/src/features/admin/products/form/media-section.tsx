import { useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ArrowDown, ArrowUp, Trash2, Upload } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { buttonClass, inputClass } from "../../ui/styles";
import { arrangeImages, useRemoveImage, useUploadImages } from "../api/products-api";
import type { AdminProductImage } from "../api/product-types";
import { FormSection, fieldLabel } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

const asRows = (images: AdminProductImage[]) => images.map((image) => ({ url: image.url, alt: image.alt ?? "" }));

/**
 * Pictures (upload, order, alt text) and a video link. Pictures are saved at once through their own
 * calls (the server keeps each one's WebP sizes), so this list always shows what the shop has; the
 * product's Save sends the video link with the other fields. The first picture is the main one.
 */
export function MediaSection({ productId }: { productId: string | null }) {
  const { control, register, getValues } = useFormContext<ProductFormValues>();
  const images = useFieldArray({ control, name: "images" });
  const client = useQueryClient();
  const upload = useUploadImages(productId ?? "");
  const remove = useRemoveImage(productId ?? "");
  const arrange = useMutation({
    mutationFn: (rows: ProductFormValues["images"]) =>
      arrangeImages(
        productId ?? "",
        rows.map((row) => ({ url: row.url, alt: row.alt || undefined })),
      ),
  });
  const [removing, setRemoving] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const saved = (list: AdminProductImage[]) => {
    images.replace(asRows(list));
    void client.invalidateQueries({ queryKey: ["admin", "products", "list"] });
  };

  const onFiles = (files: FileList | null) => {
    if (!files?.length || !productId) return;
    upload.mutate([...files], {
      onSuccess: ({ images: list }) => {
        saved(list);
        toast.success("Pictures added");
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
    if (picker.current) picker.current.value = "";
  };
  const rearrange = (rows: ProductFormValues["images"]) =>
    arrange.mutate(rows, { onSuccess: ({ images: list }) => saved(list), onError: (error) => toast.error(errorMessage(error)) });
  const move = (from: number, to: number) => {
    const rows = [...getValues("images")];
    rows.splice(to, 0, ...rows.splice(from, 1));
    rearrange(rows);
  };
  const busy = upload.isPending || remove.isPending || arrange.isPending;

  return (
    <FormSection title="Images and video" description="Checked by their content and resized for the shop by the server. The first image is the main one.">
      {images.fields.length === 0 && <p className="text-sm text-slate-500">No images yet.</p>}
      <ol aria-label="Images" className="space-y-2">
        {images.fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <img
              src={field.url}
              alt=""
              onError={(event) => (event.currentTarget.src = "/placeholder-product.svg")}
              className="size-14 shrink-0 rounded border border-slate-100 object-contain"
            />
            <input
              aria-label={`Alt text of image ${index + 1}`}
              placeholder="Describe the image"
              className={`${inputClass} min-w-0`}
              {...register(`images.${index}.alt`, {
                onBlur: (event: React.FocusEvent<HTMLInputElement>) => event.target.value !== field.alt && rearrange(getValues("images")),
              })}
            />
            <button
              type="button"
              aria-label={`Move image ${index + 1} up`}
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
              className={buttonClass.ghost}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Move image ${index + 1} down`}
              disabled={index === images.fields.length - 1 || busy}
              onClick={() => move(index, index + 1)}
              className={buttonClass.ghost}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
            <button type="button" aria-label={`Remove image ${index + 1}`} disabled={busy} onClick={() => setRemoving(index)} className={buttonClass.ghost}>
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {productId ? (
        <label className={`${buttonClass.secondary} cursor-pointer`}>
          <Upload aria-hidden className="size-4" /> {upload.isPending ? "Uploading…" : "Upload images"}
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            className="sr-only"
            onChange={(event) => onFiles(event.target.files)}
          />
        </label>
      ) : (
        <p className="text-sm text-slate-500">Save the product first, then add its images.</p>
      )}
      <label className={fieldLabel}>
        Video link
        <input type="url" className={`${inputClass} mt-1`} placeholder="https://…" {...register("video")} />
      </label>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this picture?"
        confirmText="Remove"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSuccess: ({ images: list }) => {
              saved(list);
              setRemoving(null);
              toast.success("Picture removed");
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        It leaves the shop at once, and its files are deleted.
      </ConfirmDialog>
    </FormSection>
  );
}
