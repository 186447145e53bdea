import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { m } from "@/paraglide/messages";
import { TextField } from "./text-field";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={(visible ? m.common_hide_label : m.common_show_label)({ label: props.label.toLowerCase() })}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      }
    />
  );
}
