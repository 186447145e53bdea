import { useMutation } from "@tanstack/react-query";
import type { JobApplicationFields } from "@pasal/shared";
import { postForm, toFormData } from "@/lib/api-form";

/**
 * POST /api/apply (multipart, docs/requirements/content-pages.md#careers): every field plus the resume;
 * answers `{message}`.
 */
export const postApplication = ({ resume, ...fields }: JobApplicationFields & { resume: File }) =>
  postForm<{ message: string }>("/apply", toFormData(fields, { resume: [resume] }));

export const usePostApplication = () => useMutation({ mutationFn: postApplication });
