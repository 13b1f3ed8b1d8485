import { describe, expect, it } from "vitest";
import { linkInputSchema } from "./schemas";

// A link's address typed without its scheme gets https://, as in the rich-text dialog.
describe("link address", () => {
  const url = linkInputSchema.shape.url;

  it("adds https:// to an address typed without a scheme", () => {
    expect(url.parse("www.example.org")).toBe("https://www.example.org");
    expect(url.parse(" sfr.fr/radiologie?x=1 ")).toBe("https://sfr.fr/radiologie?x=1");
  });

  it("keeps an address that has its scheme, and refuses what is not a web address", () => {
    expect(url.parse("http://example.org")).toBe("http://example.org");
    expect(url.safeParse("javascript:alert(1)").success).toBe(false);
    expect(url.safeParse("pas une adresse").success).toBe(false);
  });
});
