import { useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import toast from "react-hot-toast";
import { ArrowDown, ArrowUp, Trash2, Upload } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { buttonClass, inputClass } from "../../ui/styles";
import { useUploadImages } from "../api/products-api";
import { FormSection, fieldLabel } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

/** Images (upload, order, alt text) and a video link. The first image is the product's main one. */
export function MediaSection({ productId }: { productId: string | null }) {
  const { control, register } = useFormContext<ProductFormValues>();
  const images = useFieldArray({ control, name: "images" });
  const upload = useUploadImages(productId ?? "");
  const picker = useRef<HTMLInputElement>(null);

  const onFiles = (files: FileList | null) => {
    if (!files?.length || !productId) return;
    upload.mutate([...files], {
      onSuccess: (product) => {
        // Keep alt texts and the order already typed; add what the server now holds beyond them.
        const known = new Set(images.fields.map((image) => image.url));
        images.append(product.images.filter((image) => !known.has(image.url)).map((image) => ({ url: image.url, alt: image.alt ?? "" })));
        toast.success("Images added: save to keep their order and alt text");
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
    if (picker.current) picker.current.value = "";
  };

  return (
    <FormSection title="Images and video" description="Checked by their content and resized for the shop by the server. The first image is the main one.">
      {images.fields.length === 0 && <p className="text-sm text-slate-500">No images yet.</p>}
      <ol aria-label="Images" className="space-y-2">
        {images.fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <img src={field.url} alt="" onError={(event) => (event.currentTarget.src = "/placeholder-product.svg")} className="size-14 shrink-0 rounded border border-slate-100 object-contain" />
            <input aria-label={`Alt text of image ${index + 1}`} placeholder="Describe the image" className={inputClass} {...register(`images.${index}.alt`)} />
            <button type="button" aria-label={`Move image ${index + 1} up`} disabled={index === 0} onClick={() => images.move(index, index - 1)} className={buttonClass.ghost}>
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button type="button" aria-label={`Move image ${index + 1} down`} disabled={index === images.fields.length - 1} onClick={() => images.move(index, index + 1)} className={buttonClass.ghost}>
              <ArrowDown aria-hidden className="size-4" />
            </button>
            <button type="button" aria-label={`Remove image ${index + 1}`} onClick={() => images.remove(index)} className={buttonClass.ghost}>
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {productId ? (
        <label className={`${buttonClass.secondary} cursor-pointer`}>
          <Upload aria-hidden className="size-4" /> {upload.isPending ? "Uploading…" : "Upload images"}
          <input ref={picker} type="file" accept="image/jpeg,image/png,image/webp" multiple className="sr-only" onChange={(event) => onFiles(event.target.files)} />
        </label>
      ) : (
        <p className="text-sm text-slate-500">Save the product first, then add its images.</p>
      )}
      <label className={fieldLabel}>
        Video link
        <input type="url" className={`${inputClass} mt-1`} placeholder="https://…" {...register("video")} />
      </label>
    </FormSection>
  );
}
