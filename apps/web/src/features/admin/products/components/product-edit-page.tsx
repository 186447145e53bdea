import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { errorMessage } from "@/lib/api-client";
import { useCan } from "../../session/admin-session";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { buttonClass } from "../../ui/styles";
import { productQuery, useArchiveProduct, useCreateProduct, useUpdateProduct } from "../api/products-api";
import { ProductForm } from "../form/product-form";
import { emptyProduct, toFormValues, toProductInput, type ProductFormValues } from "../form/product-form-schema";

const Back = () => (
  <Link to="/admin/products" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft aria-hidden className="size-4" /> Products
  </Link>
);

/** /admin/products/new */
export function ProductCreatePage() {
  const can = useCan();
  const create = useCreateProduct();
  const navigate = useNavigate();
  const submit = (values: ProductFormValues) =>
    create.mutate(toProductInput(values, { canEditPrices: can("prices:write"), creating: true }), {
      onSuccess: (product) => {
        toast.success("Product created");
        navigate(`/admin/products/${product._id}`, { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <Back />
      <PageHeader title="New product" />
      <ProductForm
        initial={emptyProduct}
        productId={null}
        canEdit={can("catalog:write")}
        canEditPrices={can("prices:write")}
        saving={create.isPending}
        onSubmit={submit}
      />
    </>
  );
}

/** /admin/products/:productId */
export function ProductEditPage() {
  const { productId = "" } = useParams();
  const product = useQuery(productQuery(productId));
  const can = useCan();
  const update = useUpdateProduct(productId);
  const archive = useArchiveProduct();
  const navigate = useNavigate();
  const [archiving, setArchiving] = useState(false);
  const submit = (values: ProductFormValues) =>
    update.mutate(toProductInput(values, { canEditPrices: can("prices:write"), creating: false }), {
      onSuccess: () => toast.success("Saved: the shop shows it now"),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <Back />
      <QueryState query={product}>
        {(data) => (
          <>
            <PageHeader
              title={data.name}
              description={data.published ? "Published" : "Not published: invisible to shoppers"}
              actions={
                can("catalog:write") && (
                  <button type="button" className={buttonClass.secondary} onClick={() => setArchiving(true)}>
                    Archive
                  </button>
                )
              }
            />
            <ProductForm
              key={data.updatedAt}
              initial={toFormValues(data)}
              productId={data._id}
              canEdit={can("catalog:write")}
              canEditPrices={can("prices:write")}
              saving={update.isPending}
              onSubmit={submit}
            />
            <ConfirmDialog
              open={archiving}
              title={`Archive ${data.name}?`}
              confirmText="Archive"
              busy={archive.isPending}
              onClose={() => setArchiving(false)}
              onConfirm={() =>
                archive.mutate(data._id, {
                  onSuccess: () => {
                    toast.success("Archived");
                    navigate("/admin/products", { replace: true });
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              It leaves the shop, search and recommendations. Orders keep their copy of it.
            </ConfirmDialog>
          </>
        )}
      </QueryState>
    </>
  );
}
