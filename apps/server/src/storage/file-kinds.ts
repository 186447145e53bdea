/**
 * The kinds of file shoppers may upload, named by what file-type detects from the bytes (its
 * `ext`), never by the file's name or the browser's claimed type.
 */
export interface FileKind {
  /** The extension the file is stored under (file-type's own, e.g. "jpg" for a JPEG). */
  ext: string;
  mime: string;
  /** How the storefront shows it. */
  media: "image" | "video" | "document";
}

export const JPEG: FileKind = { ext: "jpg", mime: "image/jpeg", media: "image" };
export const PNG: FileKind = { ext: "png", mime: "image/png", media: "image" };
export const GIF: FileKind = { ext: "gif", mime: "image/gif", media: "image" };
export const WEBP: FileKind = { ext: "webp", mime: "image/webp", media: "image" };
export const MP4: FileKind = { ext: "mp4", mime: "video/mp4", media: "video" };
/** Phones save videos as QuickTime (.mov): the spec allows them with MP4. */
export const QUICKTIME: FileKind = { ext: "mov", mime: "video/quicktime", media: "video" };
export const PDF: FileKind = { ext: "pdf", mime: "application/pdf", media: "document" };
/** A .docx is a zip; file-type looks inside it for the Word parts, so a plain zip is not one. */
export const DOCX: FileKind = {
  ext: "docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  media: "document",
};
/** Detected by its "{\rtf" opening. */
export const RTF: FileKind = { ext: "rtf", mime: "application/rtf", media: "document" };

export const MB = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 5 * MB;

/** Review media (docs/requirements/catalogue.md#reviews). */
export const REVIEW_MEDIA_KINDS = [JPEG, PNG, GIF, MP4, QUICKTIME] as const;
export const TESTIMONIAL_IMAGE_KINDS = [JPEG, PNG, GIF, WEBP] as const;
export const RESUME_KINDS = [PDF, DOCX, RTF] as const;
/** A chat message may carry one picture or a PDF (an invoice, a warranty card). */
export const CHAT_ATTACHMENT_KINDS = [JPEG, PNG, GIF, WEBP, PDF] as const;

/** Every kind ever served back from /uploads, by stored extension. */
export const SERVED_KINDS: readonly FileKind[] = [JPEG, PNG, GIF, WEBP, MP4, QUICKTIME, PDF];

const ALL_KINDS: readonly FileKind[] = [JPEG, PNG, GIF, WEBP, MP4, QUICKTIME, PDF, DOCX, RTF];

/** A stored file's type, from the extension this store gave it (never from the client). */
export function contentTypeOfKey(key: string): string {
  const ext = key.split(".").pop()?.toLowerCase();
  return ALL_KINDS.find((kind) => kind.ext === ext)?.mime ?? "application/octet-stream";
}
