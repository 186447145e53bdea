import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { m } from "@/paraglide/messages";
import { richText } from "./rich-text";

describe("richText", () => {
  afterEach(() => setLocale("en"));

  it("puts the element where each language's sentence has it", () => {
    const days = <strong>10 days</strong>;
    const { container, rerender } = render(<p>{richText(m.help_return_intro, { days })}</p>);
    expect(container.innerHTML).toBe("<p>You can return an item within <strong>10 days</strong> of delivery, free of charge.</p>");
    setLocale("ne");
    rerender(<p>{richText(m.help_return_intro, { days: <strong>१० दिन</strong> })}</p>);
    expect(container.innerHTML).toBe("<p>डेलिभरी भएको <strong>१० दिन</strong>भित्र सामान निःशुल्क फिर्ता गर्न सक्नुहुन्छ।</p>");
  });
});
