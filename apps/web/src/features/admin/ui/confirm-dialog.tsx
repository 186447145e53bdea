import type { ReactNode } from "react";
import { Modal } from "@/components/modal";
import { buttonClass } from "./styles";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText: string;
  busy?: boolean;
  /** Red for what cannot be undone (remove, disable, archive, cancel an order). */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive or hard-to-undo action; Escape or "Keep" leaves everything as it was. */
export function ConfirmDialog({ open, title, children, confirmText, busy, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {children && <div className="mb-5 text-sm text-slate-700">{children}</div>}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Keep
        </button>
        <button type="button" disabled={busy} className={destructive ? buttonClass.danger : buttonClass.primary} onClick={onConfirm}>
          {busy ? "Working…" : confirmText}
        </button>
      </div>
    </Modal>
  );
}
