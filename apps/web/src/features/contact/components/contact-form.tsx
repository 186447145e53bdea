import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { Send } from "lucide-react";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactRequestSchema } from "@pasal/shared";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
import { useSendContactMessage } from "../api/send-contact-message";
import { contactText } from "../contact-texts";
import { MessageField } from "./message-field";
import { m } from "@/paraglide/messages";

/**
 * Get in Touch (docs/requirements/content-pages.md#contact): the server's message on success, else a
 * retry hint.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: "", email: "", message: "" },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(contactText(message));
        reset();
      },
      // A refusal with a reason (too many messages) says so, as the server put it; anything else is the spec's text.
      onError: (error) => toast.error(contactText(refusalMessage(error, CONTACT_MESSAGES.failed))),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.contact_title()} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.contact_name()}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={contactText(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={m.contact_email()}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={contactText(errors.email?.message)}
          {...register("email")}
        />
      </div>
      <MessageField
        label={m.contact_message()}
        placeholder={m.contact_placeholder()}
        maxLength={CONTACT_LIMITS.message}
        error={contactText(errors.message?.message)}
        {...register("message")}
      />
      <SubmitButton loading={send.isPending} loadingText={m.contact_sending()} className="w-full sm:w-auto">
        <Send aria-hidden className="size-4" /> {m.contact_send()}
      </SubmitButton>
    </form>
  );
}
