import { describe, expect, it } from "vitest";
import { chatTextSchema } from "./chat.js";

describe("chat message text", () => {
  it("is trimmed plain text with line breaks, emoji and Devanagari", () => {
    expect(chatTextSchema.parse("  नमस्ते 🙏\r\n\tsecond line  ")).toBe("नमस्ते 🙏\n\tsecond line");
    expect(chatTextSchema.parse("<b>as typed</b>")).toBe("<b>as typed</b>");
  });

  it("refuses empty, over-long, control characters and lone surrogates", () => {
    for (const text of ["", " \n ", "x".repeat(2001), "a\u0000b", "a\u0008b", "a\u007fb", "a\u0085b", "a\ud83db", "a\ude4fb"]) {
      expect(chatTextSchema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(chatTextSchema.safeParse("x".repeat(2000)).success).toBe(true);
  });
});
