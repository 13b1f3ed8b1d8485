// A stylised map of metropolitan France cut into the SRH's ten delegation regions (/bureau).
// Borders are simplified polylines in longitude/latitude, each drawn once and shared by the
// two regions it separates, so that the shapes tile without gaps; a region is a ring of borders.
import type { RegionId } from "./board-placeholders";

type Point = readonly [longitude: number, latitude: number];

// Junctions where three borders (or two borders and the coast) meet.
// prettier-ignore
const J = {
  hdfNorCoast: [1.38, 50.06],
  hdfNorIdf: [1.7, 49.23],
  hdfIdfGe: [3.45, 49.0],
  hdfGeBelgium: [4.2, 49.98],
  idfGeCbf: [3.4, 48.38],
  idfNorCbf: [1.5, 48.75],
  norBplCbf: [0.8, 48.3],
  norBplCoast: [-1.5, 48.63],
  bplCbfNa: [0.05, 47.1],
  bplNaCoast: [-1.2, 46.3],
  cbfNaAra: [2.3, 46.42],
  cbfAraSwiss: [6.1, 46.4],
  geCbfSwiss: [7.1, 47.5],
  araPacaItaly: [6.63, 45.1],
  araPacaOcc: [4.65, 44.25],
  araOccNa: [2.1, 44.95],
  naOccSpain: [-0.3, 42.82],
  pacaOccCoast: [4.35, 43.48],
} satisfies Record<string, Point>;

// Outer borders (coasts and frontiers), clockwise from the Channel.
// prettier-ignore
const outer = {
  hdf: [J.hdfNorCoast, [1.55, 50.3], [1.6, 50.72], [1.85, 50.95], [2.55, 51.08], [3.15, 50.78], [3.7, 50.4], [4.2, 50.28], J.hdfGeBelgium],
  ge: [J.hdfGeBelgium, [4.85, 50.15], [4.95, 49.8], [5.45, 49.5], [5.8, 49.55], [6.4, 49.47], [6.9, 49.2], [7.4, 49.17], [8.2, 48.97], [7.8, 48.55], [7.55, 47.9], [7.58, 47.58], J.geCbfSwiss],
  cbf: [J.geCbfSwiss, [6.95, 47.3], [6.45, 46.95], J.cbfAraSwiss],
  ara: [J.cbfAraSwiss, [6.0, 46.15], [6.8, 46.4], [6.8, 46.1], [7.05, 45.9], [7.15, 45.45], J.araPacaItaly],
  paca: [J.araPacaItaly, [6.95, 44.7], [6.85, 44.45], [7.0, 44.2], [7.7, 44.15], [7.5, 43.78], [7.25, 43.68], [7.05, 43.55], [6.9, 43.42], [6.65, 43.2], [6.2, 43.1], [5.93, 43.08], [5.6, 43.18], [5.35, 43.28], [5.0, 43.38], [4.8, 43.35], J.pacaOccCoast],
  occ: [J.pacaOccCoast, [4.1, 43.55], [3.7, 43.4], [3.3, 43.25], [3.05, 43.0], [3.05, 42.6], [3.17, 42.43], [2.7, 42.4], [2.0, 42.37], [1.75, 42.5], [1.4, 42.7], [0.7, 42.85], [0.3, 42.7], J.naOccSpain],
  na: [J.naOccSpain, [-0.75, 42.95], [-1.4, 43.05], [-1.6, 43.25], [-1.78, 43.37], [-1.55, 43.5], [-1.3, 44.2], [-1.25, 44.65], [-1.15, 45.55], [-1.2, 45.85], [-1.15, 46.15], J.bplNaCoast],
  bpl: [J.bplNaCoast, [-1.8, 46.5], [-2.15, 46.85], [-2.05, 47.1], [-2.2, 47.27], [-2.5, 47.3], [-3.0, 47.55], [-3.4, 47.7], [-4.35, 47.8], [-4.75, 48.05], [-4.45, 48.3], [-4.78, 48.4], [-4.6, 48.6], [-4.0, 48.72], [-3.2, 48.85], [-2.5, 48.6], [-2.0, 48.65], J.norBplCoast],
  nor: [J.norBplCoast, [-1.58, 48.85], [-1.6, 49.2], [-1.85, 49.45], [-1.95, 49.72], [-1.6, 49.65], [-1.25, 49.7], [-1.1, 49.35], [-0.2, 49.3], [0.1, 49.45], [0.2, 49.7], [1.1, 49.93], J.hdfNorCoast],
} satisfies Record<string, Point[]>;

// Inner borders between two regions.
// prettier-ignore
const inner = {
  hdfNor: [J.hdfNorCoast, [1.75, 49.7], J.hdfNorIdf],
  hdfIdf: [J.hdfNorIdf, [2.5, 49.1], [3.1, 49.12], J.hdfIdfGe],
  hdfGe: [J.hdfIdfGe, [3.65, 49.3], [4.05, 49.6], J.hdfGeBelgium],
  idfGe: [J.hdfIdfGe, [3.55, 48.7], J.idfGeCbf],
  idfCbf: [J.idfGeCbf, [3.0, 48.15], [2.4, 48.15], [1.95, 48.3], [1.6, 48.5], J.idfNorCbf],
  idfNor: [J.idfNorCbf, [1.6, 49.0], J.hdfNorIdf],
  norCbf: [J.norBplCbf, [1.0, 48.55], J.idfNorCbf],
  norBpl: [J.norBplCoast, [-1.05, 48.55], [-0.2, 48.45], [0.35, 48.45], J.norBplCbf],
  bplCbf: [J.norBplCbf, [0.9, 47.9], [0.5, 47.6], [0.2, 47.3], J.bplCbfNa],
  bplNa: [J.bplCbfNa, [-0.6, 46.95], [-0.9, 46.6], J.bplNaCoast],
  cbfNa: [J.bplCbfNa, [0.7, 46.85], [1.2, 46.5], [1.9, 46.4], J.cbfNaAra],
  cbfAra: [J.cbfNaAra, [3.0, 46.8], [3.6, 46.55], [4.3, 46.2], [4.8, 46.25], [5.4, 46.28], J.cbfAraSwiss],
  cbfGe: [J.idfGeCbf, [3.9, 48.0], [4.4, 47.95], [5.2, 47.7], [5.8, 47.8], [6.5, 47.9], J.geCbfSwiss],
  araNa: [J.cbfNaAra, [2.3, 46.0], [2.5, 45.7], [2.35, 45.4], J.araOccNa],
  araOcc: [J.araOccNa, [2.5, 44.65], [3.1, 44.85], [3.6, 44.85], [4.0, 44.6], [4.5, 44.45], J.araPacaOcc],
  araPaca: [J.araPacaOcc, [5.0, 44.3], [5.45, 44.4], [5.5, 44.75], [6.2, 44.95], J.araPacaItaly],
  naOcc: [J.araOccNa, [1.4, 44.85], [0.9, 44.4], [0.3, 44.0], [0.0, 43.6], [-0.1, 43.2], J.naOccSpain],
  pacaOcc: [J.araPacaOcc, [4.75, 43.95], [4.6, 43.68], J.pacaOccCoast],
} satisfies Record<string, Point[]>;

// prettier-ignore
const corsica: Point[] = [
  [9.4, 43.0], [9.45, 42.7], [9.55, 42.1], [9.4, 41.6], [9.15, 41.38], [8.8, 41.55], [8.7, 41.9],
  [8.6, 42.2], [8.75, 42.55], [9.1, 42.72], [9.3, 42.68], [9.35, 43.0],
];

const reversed = (line: readonly Point[]): Point[] => [...line].reverse();

/** Joins borders end to start into a closed ring; throws if two borders do not meet. */
export function joinBorders(...lines: readonly (readonly Point[])[]): Point[] {
  const ring: Point[] = [];
  for (const line of lines) {
    const [first, ...rest] = line;
    if (!first) continue;
    const last = ring.at(-1);
    if (last && (last[0] !== first[0] || last[1] !== first[1])) {
      throw new Error(`Borders do not meet at [${last.join(", ")}] and [${first.join(", ")}]`);
    }
    ring.push(...(last ? rest : line));
  }
  const [start] = ring;
  const end = ring.at(-1);
  if (!start || !end || start[0] !== end[0] || start[1] !== end[1])
    throw new Error("Ring is not closed");
  return ring;
}

/** The rings of each region in longitude/latitude (Corsica is a second ring of its region). */
export const regionRings: Record<RegionId, Point[][]> = {
  "hauts-de-france": [
    joinBorders(outer.hdf, reversed(inner.hdfGe), reversed(inner.hdfIdf), reversed(inner.hdfNor)),
  ],
  "grand-est": [joinBorders(outer.ge, reversed(inner.cbfGe), reversed(inner.idfGe), inner.hdfGe)],
  "ile-de-france": [joinBorders(inner.hdfIdf, inner.idfGe, inner.idfCbf, inner.idfNor)],
  normandie: [
    joinBorders(
      outer.nor,
      inner.hdfNor,
      reversed(inner.idfNor),
      reversed(inner.norCbf),
      reversed(inner.norBpl),
    ),
  ],
  "bretagne-pays-de-la-loire": [joinBorders(outer.bpl, inner.norBpl, inner.bplCbf, inner.bplNa)],
  "centre-bourgogne-franche-comte": [
    joinBorders(
      inner.norCbf,
      reversed(inner.idfCbf),
      inner.cbfGe,
      outer.cbf,
      reversed(inner.cbfAra),
      reversed(inner.cbfNa),
      reversed(inner.bplCbf),
    ),
  ],
  "nouvelle-aquitaine": [
    joinBorders(outer.na, reversed(inner.bplNa), inner.cbfNa, inner.araNa, inner.naOcc),
  ],
  "auvergne-rhone-alpes": [
    joinBorders(
      inner.cbfAra,
      outer.ara,
      reversed(inner.araPaca),
      reversed(inner.araOcc),
      reversed(inner.araNa),
    ),
  ],
  occitanie: [joinBorders(inner.araOcc, inner.pacaOcc, outer.occ, reversed(inner.naOcc))],
  "paca-corse": [
    joinBorders(inner.araPaca, outer.paca, reversed(inner.pacaOcc)),
    [...corsica, corsica[0]!],
  ],
};

// Equirectangular projection centred on France: one degree of longitude is 40 units, one degree
// of latitude 58 (≈ 40 / cos 46.5°), which keeps the country's proportions.
const WEST = -5;
const NORTH = 51.3;
export const mapViewBox = "0 0 600 580";

export function project([longitude, latitude]: Point): [x: number, y: number] {
  return [
    Math.round((longitude - WEST) * 40 * 10) / 10,
    Math.round((NORTH - latitude) * 58 * 10) / 10,
  ];
}

function toPath(ring: readonly Point[]): string {
  return `${ring.map((point, index) => `${index === 0 ? "M" : "L"}${project(point).join(" ")}`).join(" ")} Z`;
}

/** SVG path data of each region (one path per ring). */
export const regionPaths: Record<RegionId, string[]> = Object.fromEntries(
  Object.entries(regionRings).map(([id, rings]) => [id, rings.map(toPath)]),
) as Record<RegionId, string[]>;
