import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./precompressed";

describe("acceptsGzip", () => {
  it.each([
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["GZIP", true],
    ["identity", false],
    ["gzip;q=0", false],
    ["gzip; q=0.0, br", false],
    ["deflate, br", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("takes a missing header as no", () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
