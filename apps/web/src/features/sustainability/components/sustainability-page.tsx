import { Check, Home, Sprout } from "lucide-react";
import { motion, useReducedMotion } from "motion/react";
import { Link } from "react-router";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { SUSTAINABILITY_SECTIONS, type SustainabilitySection } from "../sustainability-sections";

function RevealedSection({ section, index }: { section: SustainabilitySection; index: number }) {
  const still = useReducedMotion();
  const Icon = section.icon;
  const flipped = index % 2 === 1;
  return (
    <motion.section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      initial={still ? false : { opacity: 0, y: 48 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.25 }}
      transition={{ duration: 0.6, ease: "easeOut" }}
      className="grid items-center gap-8 md:grid-cols-2 md:gap-12"
    >
      <div
        className={`grid aspect-[16/9] place-items-center md:aspect-[4/3] rounded-3xl bg-gradient-to-br ${section.tone} shadow-lg ${flipped ? "md:order-last" : ""}`}
      >
        <Icon aria-hidden className="size-24 text-white/90 sm:size-32" strokeWidth={1.25} />
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">{section.eyebrow()}</p>
        <h2 id={`${section.id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {section.title()}
        </h2>
        <p className="mt-4 leading-relaxed text-slate-600">{section.text()}</p>
        <ul className="mt-5 space-y-2.5">
          {section.points.map((point, index) => (
            <li key={index} className="flex gap-3 text-sm text-slate-700">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {point()}
            </li>
          ))}
        </ul>
      </div>
    </motion.section>
  );
}

/**
 * /sustainability (docs/requirements/content-pages.md#sustainability): four sections revealed on scroll
 * and a way home.
 */
export function SustainabilityPage() {
  usePageMeta(m.green_meta_title(), m.green_meta_description());
  return (
    <div>
      <header className="bg-gradient-to-b from-emerald-50 to-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center lg:py-20">
          <span className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-emerald-100 text-emerald-700">
            <Sprout aria-hidden className="size-7" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{m.green_title()}</h1>
          <p className="mt-4 text-lg text-slate-600">{m.green_intro()}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-20 px-4 py-14 lg:space-y-28 lg:px-6 lg:py-20">
        {SUSTAINABILITY_SECTIONS.map((section, index) => (
          <RevealedSection key={section.id} section={section} index={index} />
        ))}
      </div>
      <div className="px-4 pb-6 text-center">
        <p className="mx-auto max-w-xl text-sm text-slate-500">{m.green_outro()}</p>
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-emerald-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-emerald-700"
        >
          <Home aria-hidden className="size-4" /> {m.green_back_home()}
        </Link>
      </div>
    </div>
  );
}
