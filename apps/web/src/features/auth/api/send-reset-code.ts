import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /forgot-password: mails a 6-digit code; the answer is the same whether or not the email is known. */
export const sendResetCode = (email: string) => api.post<{ message: string }>("/forgot-password", { forgotPasswordEmail: email });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
