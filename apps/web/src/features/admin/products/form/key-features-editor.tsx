import { useMemo, useState } from "react";
import DOMPurify from "dompurify";
import { useFormContext } from "react-hook-form";
import { Tabs } from "../../ui/tabs";
import { FormSection, textareaClass } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

/**
 * Key features as simple HTML (lists, bold, headings) with a preview. The server sanitises what it
 * stores; the preview is sanitised too, so what is seen here is what the shop shows.
 */
export function KeyFeaturesEditor() {
  const { register, watch } = useFormContext<ProductFormValues>();
  const [view, setView] = useState<"write" | "preview">("write");
  const html = watch("keyFeatures");
  const clean = useMemo(() => (view === "preview" ? DOMPurify.sanitize(html) : ""), [html, view]);
  return (
    <FormSection title="Key features" description="HTML: <ul><li>…</li></ul>, <strong>, <h3>. Scripts and styles are removed.">
      <Tabs
        label="Key features editor"
        value={view}
        onChange={setView}
        tabs={[
          { value: "write", label: "Write" },
          { value: "preview", label: "Preview" },
        ]}
      />
      {view === "write" ? (
        <textarea aria-label="Key features (HTML)" rows={8} className={`${textareaClass} font-mono`} {...register("keyFeatures")} />
      ) : clean ? (
        <div className="rich-text min-h-40 rounded-lg border border-slate-200 p-3" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="text-sm text-slate-500">Nothing to preview yet.</p>
      )}
    </FormSection>
  );
}
