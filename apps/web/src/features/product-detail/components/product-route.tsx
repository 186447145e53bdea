import { useParams } from "react-router";
import { ProductPage } from "./product-page";

/**
 * Both /products/:modelName and the id wrapper /product/:id land here
 * (docs/requirements/app-shell.md#route-table).
 */
export function ProductRoute({ param }: { param: "modelName" | "id" }) {
  const value = useParams()[param] ?? "";
  // A fresh page per product, so choices made on one product never leak into the next.
  return <ProductPage key={value} idOrModelName={value} />;
}
