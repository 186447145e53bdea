import { useRef, type ReactNode } from "react";
import { motion, useReducedMotion, useScroll, useTransform } from "motion/react";

/** Himalayan ridges, drawn here: the hero's background layer, which scrolls slower than the page. */
function Ridges() {
  return (
    <svg viewBox="0 0 1200 400" preserveAspectRatio="xMidYMax slice" aria-hidden className="absolute inset-x-0 bottom-0 h-4/5 w-full">
      <path d="M0 300 L160 150 L260 230 L420 70 L560 210 L680 120 L820 240 L980 90 L1200 260 V400 H0 Z" fill="rgb(255 255 255 / 0.08)" />
      <path
        d="M420 70 L470 118 L440 112 L420 130 L398 110 L372 118 Z M980 90 L1030 136 L1000 130 L980 150 L958 128 L930 134 Z"
        fill="rgb(255 255 255 / 0.35)"
      />
      <path d="M0 340 L200 230 L340 300 L520 190 L700 310 L880 220 L1060 300 L1200 250 V400 H0 Z" fill="rgb(255 255 255 / 0.12)" />
    </svg>
  );
}

/**
 * A full-width hero whose background drifts as the page scrolls (the spec's About page had a parallax
 * hero).
 */
export function ParallaxHero({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const still = useReducedMotion();
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start start", "end start"] });
  const backgroundY = useTransform(scrollYProgress, [0, 1], ["0%", still ? "0%" : "35%"]);
  const contentY = useTransform(scrollYProgress, [0, 1], ["0%", still ? "0%" : "15%"]);

  return (
    <section ref={ref} className="relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 text-white">
      <motion.div style={{ y: backgroundY }} className="absolute inset-0 -z-10">
        <div className="absolute -left-24 -top-24 size-96 rounded-full bg-brand-400/30 blur-3xl" />
        <div className="absolute -right-16 top-10 size-80 rounded-full bg-amber-400/20 blur-3xl" />
        <Ridges />
      </motion.div>
      <motion.div style={{ y: contentY }} className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
        {children}
      </motion.div>
    </section>
  );
}
