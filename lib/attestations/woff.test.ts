import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sfntFromWoff } from "./woff";

const INTER = path.join(process.cwd(), "node_modules/@fontsource/inter/files");

/** The OpenType checksum of a table: its bytes as big-endian 32-bit words, summed modulo 2³². */
function tableChecksum(data: Buffer): number {
  const words = Buffer.concat([data, Buffer.alloc((4 - (data.byteLength % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < words.byteLength; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

function tablesOf(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => {
    const entry = 12 + index * 16;
    const offset = sfnt.readUInt32BE(entry + 8);
    return {
      tag: sfnt.toString("latin1", entry, entry + 4),
      checksum: sfnt.readUInt32BE(entry + 4),
      offset,
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)),
    };
  });
}

describe("sfntFromWoff", () => {
  for (const file of ["inter-latin-400-normal.woff", "inter-latin-700-normal.woff"]) {
    it(`unpacks ${file}: every table whole, at a 4-byte boundary, as its checksum says`, () => {
      const woff = fs.readFileSync(path.join(INTER, file));
      const sfnt = sfntFromWoff(woff);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const tables = tablesOf(sfnt);
      expect(tables.map((table) => table.tag)).toEqual(
        expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "loca", "name"]),
      );
      for (const table of tables) {
        expect(table.offset % 4, table.tag).toBe(0);
        // `head` holds the whole font's checksum adjustment, left out of its own checksum.
        if (table.tag !== "head") expect(tableChecksum(table.data), table.tag).toBe(table.checksum);
      }
    });
  }

  it("refuses what is not a WOFF font, and a table that does not inflate to its length", () => {
    expect(() => sfntFromWoff(new Uint8Array(64))).toThrow("not a WOFF 1.0 font");
    const woff = Buffer.alloc(44 + 20 + 16);
    woff.write("wOFF", 0, "latin1");
    woff.writeUInt16BE(1, 12);
    const packed = deflateSync(Buffer.alloc(8));
    woff.write("test", 44, "latin1");
    woff.writeUInt32BE(64, 48);
    woff.writeUInt32BE(packed.byteLength, 52);
    woff.writeUInt32BE(100, 56);
    packed.copy(woff, 64);
    expect(() => sfntFromWoff(woff)).toThrow("damaged WOFF table");
  });
});
