// The home page's sections under its category rows, one chunk loaded beside the page's own
// (home-page.tsx, decision 031).
export { AccessoriesSection } from "./accessories-section";
export { BrandStrip } from "./brand-strip";
export { RecentlyViewedRow } from "./recently-viewed-row";
export { RecommendedSection } from "./recommended-section";
