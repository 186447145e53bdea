import { Navigate, useLocation } from "react-router";
import { readSelectedBrand } from "@/lib/navigation";
import { BrandListing } from "./brand-listing";

/**
 * /top-brands needs a brand passed as navigation state; without one it goes home
 * (docs/requirements/catalogue.md#brand-listing).
 */
export function TopBrandsPage() {
  const brand = readSelectedBrand(useLocation().state);
  if (!brand) return <Navigate to="/" replace />;
  return <BrandListing brand={brand} />;
}
