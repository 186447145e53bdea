import { useEffect, useMemo, useRef } from "react";
import { ImagePlus, X } from "lucide-react";
import toast from "react-hot-toast";
import { REVIEW_MEDIA_MAX_COUNT, REVIEW_MEDIA_TYPES, UPLOAD_MAX_BYTES } from "@pasal/shared";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

const ACCEPT = REVIEW_MEDIA_TYPES.join(",");

/**
 * docs/requirements/catalogue.md#reviews: the picker's early check by the browser's type and size (the
 * server checks the bytes).
 */
export function checkReviewFiles(current: readonly File[], picked: readonly File[]): { files: File[]; error?: string } {
  if (picked.some((file) => !(REVIEW_MEDIA_TYPES as readonly string[]).includes(file.type)))
    return { files: [...current], error: m.product_files_wrong_type() };
  if (picked.some((file) => file.size > UPLOAD_MAX_BYTES)) return { files: [...current], error: m.product_files_too_large() };
  if (current.length + picked.length > REVIEW_MEDIA_MAX_COUNT)
    return { files: [...current], error: m.product_files_too_many({ count: number(REVIEW_MEDIA_MAX_COUNT) }) };
  return { files: [...current, ...picked] };
}

type PickerProps = { files: readonly File[]; onChange: (files: File[]) => void };

/** Photos and videos for a review, with previews and a remove button each. */
export function ReviewMediaPicker({ files, onChange }: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = (list: FileList | null) => {
    const result = checkReviewFiles(files, Array.from(list ?? []));
    if (result.error) toast.error(result.error);
    onChange(result.files);
    if (input.current) input.current.value = "";
  };

  return (
    <div>
      <label className="mb-1.5 block text-sm font-medium text-slate-700" htmlFor="review-media">
        {m.product_photos_videos()} <span className="font-normal text-slate-500">{m.product_optional()}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        {previews.map(({ file, url }, index) => (
          <div key={url} className="relative size-20 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            {file.type.startsWith("video/") ? (
              <video src={url} className="size-full object-cover" muted aria-label={file.name} />
            ) : (
              <img src={url} alt={file.name} className="size-full object-cover" />
            )}
            <button
              type="button"
              onClick={() => onChange(files.filter((_, i) => i !== index))}
              aria-label={m.product_remove_file({ name: file.name })}
              className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-slate-900/70 text-white"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </div>
        ))}
        {files.length < REVIEW_MEDIA_MAX_COUNT && (
          <label className="grid size-20 cursor-pointer place-items-center rounded-xl border-2 border-dashed border-slate-300 text-slate-500 hover:border-brand-400 hover:text-brand-600">
            <ImagePlus aria-hidden className="size-6" />
            <span className="sr-only">{m.product_add_media()}</span>
            <input id="review-media" ref={input} type="file" multiple accept={ACCEPT} className="sr-only" onChange={(event) => pick(event.target.files)} />
          </label>
        )}
      </div>
      <p className="mt-1.5 text-xs text-slate-500">{m.product_media_hint({ count: number(REVIEW_MEDIA_MAX_COUNT) })}</p>
    </div>
  );
}
