import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "@pasal/shared";
import { api } from "@/lib/api-client";

/**
 * POST /contactus (docs/requirements/content-pages.md#contact): the answer's `message` is shown as the
 * success toast.
 */
export const sendContactMessage = (input: ContactRequest) => api.post<{ message: string }>("/contactus", input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
