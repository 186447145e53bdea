// The home page's sections under its category rows, one chunk loaded beside the page's own
// (home-page.tsx, decision 031). Not the brand strip: its links carry the brand in the app's
// navigation state (/top-brands), so a tap made before this chunk arrived, which the browser
// follows as a plain link, would lose it.
export { AccessoriesSection } from "./accessories-section";
export { RecentlyViewedRow } from "./recently-viewed-row";
export { RecommendedSection } from "./recommended-section";
