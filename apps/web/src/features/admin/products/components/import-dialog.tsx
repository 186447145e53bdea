import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Modal } from "@/components/modal";
import { errorMessage } from "@/lib/api-client";
import { buttonClass } from "../../ui/styles";
import { importProducts } from "../api/import-products";
import type { ImportReport } from "../api/product-types";

/** CSV import: a progress bar while it uploads and runs, then what was created, updated and refused per row. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const client = useQueryClient();

  const start = async () => {
    if (!file) return;
    setProgress(0);
    setReport(null);
    try {
      const result = await importProducts(file, setProgress);
      setReport(result);
      void client.invalidateQueries({ queryKey: ["admin", "products"] });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Modal
      open
      title="Import products from CSV"
      description="The same columns as the export. Rows are matched by model name: new ones are created, known ones updated."
      onClose={onClose}
    >
      <div className="space-y-4">
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm"
        />
        {progress !== null && (
          <div>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-500">{percent < 100 ? `Uploading… ${percent}%` : "Checking and saving the rows…"}</p>
          </div>
        )}
        {report && (
          <div role="status" className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {report.rows} rows: {report.created} created, {report.updated} updated, {report.errors.length} refused
            </p>
            {report.errors.length > 0 && (
              <ul aria-label="Refused rows" className="mt-2 max-h-48 space-y-1 overflow-y-auto text-rose-700">
                {report.errors.map((error) => (
                  <li key={`${error.row}-${error.message}`}>
                    Row {error.row}: {error.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close
          </button>
          <button type="button" className={buttonClass.primary} disabled={!file || progress !== null} onClick={() => void start()}>
            Import
          </button>
        </div>
      </div>
    </Modal>
  );
}
