import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

// Real files for the upload corpus, made here: images by sharp, zips and DOCX by a small writer
// (local headers, central directory, end record), an OLE2 header for DOC.

export async function png(
  width = 40,
  height = 30,
  options: { alpha?: boolean } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : "#c81e1e",
    },
  })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (a GPS position and a comment) that must not survive the upload. */
export async function jpegWithExif(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1e40af" } })
    .jpeg({ quality: 60 })
    .withExif({
      IFD0: { Copyright: "Secret de position", ImageDescription: "domicile" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 24/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 3/1",
      },
    })
    .toBuffer();
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: "#16a34a" } })
    .webp()
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
}

/** `bytes` grown to exactly `size` with trailing zeros (after the image's end: still detected as its type). */
export function padTo(bytes: Uint8Array, size: number): Buffer {
  const out = Buffer.alloc(size);
  Buffer.from(bytes).copy(out);
  return out;
}

type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);
const DOCUMENT = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Motion du SRH</w:t></w:r></w:p></w:body></w:document>',
);

export function docx(
  extra: ZipEntry[] = [],
  document: ZipEntry = { name: "word/document.xml", data: DOCUMENT },
): Buffer {
  return zip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    document,
    ...extra,
  ]);
}

/** An OLE2 compound file whose directory names the given stream (WordDocument for a .doc). */
export function cfb(stream = "WordDocument"): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector shift
  Buffer.from(stream, "utf16le").copy(file, 1024);
  return file;
}

/** An OLE2 compound file whose directory holds these entries (128-byte entries from offset 1024). */
export function cfbWithEntries(...names: string[]): Buffer {
  const file = cfb();
  file.fill(0, 1024);
  names.forEach((name, i) => {
    const offset = 1024 + i * 128;
    Buffer.from(name, "utf16le").copy(file, offset);
    file.writeUInt16LE((name.length + 1) * 2, offset + 64);
  });
  return file;
}
