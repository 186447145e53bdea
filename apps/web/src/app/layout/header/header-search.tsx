import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SearchBox } from "@/components/search-box";
import { m } from "@/paraglide/messages";

/**
 * Submits to /products?search=… only with non-blank text, replacing the entry when already on
 * /products (docs/requirements/app-shell.md#header-and-navigation). Suggestions drop down while typing;
 * picking one searches it.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/products" ? (params.get("search") ?? "") : "";
  return (
    <SearchBox
      term={current}
      onSearch={(term) => navigate(`/products?search=${encodeURIComponent(term)}`, { replace: pathname === "/products" })}
      label={m.layout_search_label()}
      placeholder={m.layout_search_placeholder()}
      className={className}
    />
  );
}
