import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { usePageMeta } from "@/lib/use-page-meta";
import { usePositions } from "../api/get-positions";
import { EMPTY_APPLICATION, applicationFormSchema, careersText, type ApplicationFormValues } from "../application-form-schema";
import { m } from "@/paraglide/messages";
import { ApplyForm } from "./apply-form";
import { OpenPositions } from "./open-positions";
import { WhyJoinUs } from "./why-join-us";

/**
 * /careers (docs/requirements/content-pages.md#careers): Join Our Team, open positions, Why Join Us and
 * the Apply Now form.
 */
export function CareersPage() {
  usePageMeta(m.careers_meta_title(), m.careers_meta_description());
  const { data: positions = [], isPending } = usePositions();
  const form = useForm<ApplicationFormValues>({ resolver: zodResolver(applicationFormSchema), defaultValues: EMPTY_APPLICATION });
  const [submitted, setSubmitted] = useState<string | null>(null);
  const applySection = useRef<HTMLElement>(null);

  // The confirmation is much shorter than the form: bring it into view, or a phone shows the footer.
  useEffect(() => {
    if (submitted) applySection.current?.scrollIntoView?.({ block: "start" });
  }, [submitted]);

  const applyFor = (title: string) => {
    setSubmitted(null);
    form.setValue("position", title);
    applySection.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };
  const startAgain = () => {
    form.reset(EMPTY_APPLICATION);
    setSubmitted(null);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:py-14">
      <header className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.careers_title()}</h1>
        <p className="mt-3 max-w-2xl text-brand-50">{m.careers_intro()}</p>
      </header>
      <OpenPositions positions={positions} loading={isPending} onApply={applyFor} />
      <WhyJoinUs />
      <section ref={applySection} aria-labelledby="apply-now" className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 sm:p-8">
        <h2 id="apply-now" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
          {m.careers_apply_now()}
        </h2>
        {submitted ? (
          <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
            <CircleCheck aria-hidden className="size-12 text-emerald-500" />
            <h3 className="text-lg font-bold text-slate-900">{m.careers_submitted_title()}</h3>
            <p className="max-w-md text-sm text-slate-600">{careersText(submitted)}</p>
            <button
              type="button"
              onClick={startAgain}
              className="mt-2 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {m.careers_submit_another()}
            </button>
          </div>
        ) : (
          <ApplyForm form={form} positionTitles={positions.map((p) => p.title)} onSubmitted={setSubmitted} />
        )}
      </section>
    </div>
  );
}
