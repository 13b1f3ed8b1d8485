import { describe, expect, it } from "vitest";
import { clearLocalDrafts, localDraftKey } from "./local-drafts";

/** localStorage's part that the drafts use, over a Map. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("editors' local drafts", () => {
  it("keys a draft by its user and its form", () => {
    expect(localDraftKey("u1", "newsletter")).toBe("srh-brouillon:u1:newsletter");
    expect(localDraftKey("u1", "faq:nouvelle")).not.toBe(localDraftKey("u2", "faq:nouvelle"));
  });

  it("removes every draft of the site at the end of a session, and nothing else", () => {
    const storage = memoryStorage({
      [localDraftKey("u1", "newsletter")]: "{}",
      [localDraftKey("u2", "publication:nouvelle:communique")]: "{}",
      // A draft kept before drafts were keyed by user.
      "srh-brouillon:faq:nouvelle": "{}",
      "autre-application": "garde",
    });
    clearLocalDrafts(storage);
    expect([...storage.map.keys()]).toEqual(["autre-application"]);
  });
});
