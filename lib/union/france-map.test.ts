import { describe, expect, it } from "vitest";
import { delegateRegions } from "./board-placeholders";
import { joinBorders, project, regionPaths, regionRings } from "./france-map";

describe("map of the delegation regions", () => {
  it("has a closed shape for each of the ten regions, and only for them", () => {
    expect(delegateRegions).toHaveLength(10);
    expect(Object.keys(regionPaths).sort()).toEqual(
      delegateRegions.map((region) => region.id).sort(),
    );
    for (const rings of Object.values(regionRings)) {
      for (const ring of rings) {
        expect(ring.length).toBeGreaterThan(3);
        expect(ring[0]).toEqual(ring.at(-1));
      }
    }
  });

  it("keeps every point inside the 600 × 580 drawing", () => {
    for (const rings of Object.values(regionRings)) {
      for (const point of rings.flat()) {
        const [x, y] = project(point);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(600);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(580);
      }
    }
  });

  it("refuses borders that do not meet", () => {
    expect(() =>
      joinBorders(
        [
          [0, 0],
          [1, 0],
        ],
        [
          [2, 0],
          [0, 0],
        ],
      ),
    ).toThrow(/do not meet/);
  });

  it("gives each region an SVG path per ring", () => {
    expect(regionPaths["paca-corse"]).toHaveLength(2);
    expect(regionPaths.normandie[0]).toMatch(/^M[\d.]+ [\d.]+ (L[\d.]+ [\d.]+ )+Z$/);
  });
});
