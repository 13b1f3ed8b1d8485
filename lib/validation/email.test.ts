import { describe, expect, it } from "vitest";
import { emailSchema, INVALID_EMAIL_MESSAGE } from "./email";

function parse(value: unknown) {
  const result = emailSchema.safeParse(value);
  return result.success
    ? { ok: true as const, email: result.data }
    : { ok: false as const, messages: result.error.issues.map((issue) => issue.message) };
}

/** A syntactically valid address of exactly `length` characters (64-character local part). */
function addressOfLength(length: number): string {
  const local = "a".repeat(64);
  const tail = ".fr";
  let domainLength = length - local.length - 1 - tail.length;
  const labels: string[] = [];
  while (domainLength > 0) {
    const size = Math.min(63, domainLength);
    labels.push("b".repeat(size));
    domainLength -= size + 1;
  }
  const address = `${local}@${labels.join(".")}${tail}`;
  if (address.length !== length)
    throw new Error(`built ${address.length} characters instead of ${length}`);
  return address;
}

describe("emailSchema", () => {
  it("trims and lower-cases", () => {
    expect(parse("  Jean.Dupont@Hopital.FR \n")).toEqual({
      ok: true,
      email: "jean.dupont@hopital.fr",
    });
    expect(parse("\tA@B.FR")).toEqual({ ok: true, email: "a@b.fr" });
  });

  it("accepts plus-addressing, subdomains, hyphens and the usual local-part characters", () => {
    for (const email of [
      "jean.dupont+srh@hopital.fr",
      "secretariat@radiologie.chu-lille.fr",
      "a@mail.ap-hp.fr",
      "o'brien@example.org",
      "prenom_nom-2@x.example",
      "a@xn--hpital-gva.fr",
    ]) {
      expect(parse(email)).toEqual({ ok: true, email });
    }
  });

  it("accepts 254 characters", () => {
    const email = addressOfLength(254);
    expect(parse(email)).toEqual({ ok: true, email });
  });

  it("rejects more than 254 characters", () => {
    expect(parse(addressOfLength(255)).ok).toBe(false);
  });

  it.each([
    ["no @", "jean.dupont.fr"],
    ["two @ in a row", "a@@b.fr"],
    ["two @", "a@b@c.fr"],
    ["nothing before the @", "@b.fr"],
    ["nothing after the @", "a@"],
    ["a quoted local part", '"a b"@x.fr'],
    ["a quoted local part without space", '"ab"@x.fr'],
    ["a space in the local part", "a b@x.fr"],
    ["a space in the domain", "a@x y.fr"],
    ["no dot in the domain", "a@localhost"],
    ["a trailing dot in the domain", "a@x.fr."],
    ["an empty domain label", "a@x..fr"],
    ["a leading dot in the domain", "a@.x.fr"],
    ["a domain label starting with a hyphen", "a@-x.fr"],
    ["a domain label ending with a hyphen", "a@x-.fr"],
    ["a leading dot in the local part", ".a@x.fr"],
    ["a trailing dot in the local part", "a.@x.fr"],
    ["a double dot in the local part", "a..b@x.fr"],
    ["angle brackets", "<a@b.fr>"],
    ["a display name", "Jean <a@b.fr>"],
    ["a header injection", "a@b.fr\nBcc: c@d.fr"],
    ["a CRLF header injection", "a@b.fr\r\nBcc: c@d.fr"],
    ["a comment", "a(commentaire)@b.fr"],
    ["an IP literal", "a@[127.0.0.1]"],
    ["a non-ASCII local part", "élodie@b.fr"],
    ["a non-ASCII domain", "a@hôpital.fr"],
    ["two addresses", "a@b.fr,c@d.fr"],
    ["an empty string", ""],
    ["only spaces", "   "],
  ])("rejects %s", (_name, value) => {
    expect(parse(value)).toEqual({ ok: false, messages: [INVALID_EMAIL_MESSAGE] });
  });

  it("rejects what is not a string, with the same French message", () => {
    for (const value of [undefined, null, 42, ["a@b.fr"]]) {
      expect(parse(value)).toEqual({ ok: false, messages: ["Adresse e-mail invalide."] });
    }
  });
});
