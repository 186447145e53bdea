import { useState } from "react";
import { usePageMeta } from "@/lib/use-page-meta";
import { AboutCta } from "./about-cta";
import { AboutTabs, type Tab } from "./about-tabs";
import { CoreValues, GroupEcosystem, Timeline } from "./company-sections";
import { ParallaxHero } from "./parallax-hero";
import { LeadershipCards, TeamList } from "./people";
import { SectionHeading } from "./section-heading";

type TabId = "company" | "team" | "values" | "history" | "group";

function CompanyPanel() {
  return (
    <div className="space-y-14">
      <div className="mx-auto max-w-3xl space-y-4 text-center text-slate-600 sm:text-lg">
        <p>
          Pasal began with a simple idea: buying a phone in Nepal should not mean wondering whether it is genuine. We sell
          only products from authorized distributors, with the manufacturer's warranty and a proper invoice.
        </p>
        <p>
          Today we deliver phones, laptops, earbuds, smartwatches and accessories free to every corner of the country, and
          we stay with our customers long after the parcel arrives.
        </p>
      </div>
      <div>
        <SectionHeading eyebrow="Leadership" title="The people who lead Pasal" />
        <div className="mt-8">
          <LeadershipCards />
        </div>
      </div>
    </div>
  );
}

const TABS: Tab<TabId>[] = [
  { id: "company", label: "Company", panel: <CompanyPanel /> },
  {
    id: "team",
    label: "Team",
    panel: (
      <>
        <SectionHeading eyebrow="Our team" title="Faces behind your orders" text="The people who pack, deliver, answer and repair." />
        <div className="mt-8">
          <TeamList />
        </div>
      </>
    ),
  },
  {
    id: "values",
    label: "Values",
    panel: (
      <>
        <SectionHeading eyebrow="Core values" title="What we stand for" />
        <div className="mt-8">
          <CoreValues />
        </div>
      </>
    ),
  },
  {
    id: "history",
    label: "History",
    panel: (
      <>
        <SectionHeading eyebrow="Our journey" title="From one counter to all of Nepal" />
        <div className="mt-10">
          <Timeline />
        </div>
      </>
    ),
  },
  {
    id: "group",
    label: "Group",
    panel: (
      <>
        <SectionHeading eyebrow="Pasal Group" title="A family of businesses" text="Pasal is one of four companies that work together to serve you." />
        <div className="mt-8">
          <GroupEcosystem />
        </div>
      </>
    ),
  },
];

/** /aboutus (spec part 2 "About"): parallax hero and tabs for company, team, values, history and group. */
export function AboutUsPage() {
  usePageMeta("About Us", "Who we are: an authorized electronics dealer delivering genuine products across Nepal.");
  const [tab, setTab] = useState<TabId>("company");
  return (
    <div className="pb-6">
      <ParallaxHero>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">About us</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">Genuine electronics for every corner of Nepal</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          An authorized dealer with free delivery, honest prices and care that lasts beyond the sale.
        </p>
      </ParallaxHero>
      <div className="mx-auto max-w-6xl px-4 py-12 lg:px-6 lg:py-16">
        <AboutTabs tabs={TABS} active={tab} onChange={setTab} />
      </div>
      <AboutCta />
    </div>
  );
}
