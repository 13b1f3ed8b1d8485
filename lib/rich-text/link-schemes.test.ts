import { describe, expect, it } from "vitest";
import { isAllowedLinkUrl, normalizeLinkInput } from "./link-schemes";

describe("isAllowedLinkUrl", () => {
  it.each([
    "http://x.example",
    "https://x.example/a?b=1#c",
    "HTTPS://X.EXAMPLE",
    "mailto:contact@srh.example",
    "tel:+33100000000",
    "sms:+33600000000",
    "  https://x.example  ",
  ])("accepts %s", (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["mixed-case javascript:", "JaVaScRiPt:alert(1)"],
    ["a tab in the scheme", "java\tscript:alert(1)"],
    ["a newline in the scheme", "java\nscript:alert(1)"],
    ["NUL first", "\u0000javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["ftp:", "ftp://x.example"],
    ["protocol-relative", "//evil.example"],
    ["relative", "/admin"],
    ["no host", "https://"],
    ["backslash host", "https:\\\\evil.example"],
    ["empty mailto", "mailto:"],
    ["empty", ""],
    ["not a string", 42],
    ["too long", `https://x.example/${"a".repeat(2100)}`],
  ])("refuses %s", (_name, url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });
});

describe("normalizeLinkInput", () => {
  it("makes bare domains https and addresses mailto, leaves schemes alone", () => {
    expect(normalizeLinkInput(" www.srh-info.org ")).toBe("https://www.srh-info.org");
    expect(normalizeLinkInput("srh-info.org/adherer")).toBe("https://srh-info.org/adherer");
    expect(normalizeLinkInput("contact@srh-info.org")).toBe("mailto:contact@srh-info.org");
    expect(normalizeLinkInput("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(normalizeLinkInput("tel:+331")).toBe("tel:+331");
  });
});
