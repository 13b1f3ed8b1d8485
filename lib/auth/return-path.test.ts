import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/profile?id=abc")).toBe("/profile?id=abc");
    expect(safeReturnPath("/item?id=1&type=jo#docs")).toBe("/item?id=1&type=jo#docs");
  });

  it("refuses other origins, protocol-relative and backslash tricks, and the login page itself", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/login?x=1",
    ]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });

  it("refuses control characters and percent-encodes what a Location header cannot carry", () => {
    expect(safeReturnPath("/profile\r\nSet-Cookie: x=1")).toBe("/");
    expect(safeReturnPath("/。/x")).toBe("/%E3%80%82/x");
    expect(safeReturnPath("/%E3%80%82/x")).toBe("/%E3%80%82/x");
    expect(safeReturnPath("/publications?q=hôpital")).toBe("/publications?q=h%C3%B4pital");
  });
});
