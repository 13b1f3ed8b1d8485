import { describe, expect, it } from "vitest";
import { derivedTextColumns } from "./rules";

describe("derivedTextColumns", () => {
  it("gives the plain text of the content and a lower-case, accent-free search key of title and text", () => {
    expect(
      derivedTextColumns(
        "Œuvre Médicale",
        JSON.stringify({ ops: [{ insert: "Été À L’ÉCOLE\nçà\n" }] }),
      ),
    ).toEqual({
      contentText: "Été À L’ÉCOLE çà",
      searchText: "oeuvre medicale ete a l’ecole ca",
    });
  });

  it("strips HTML and decodes entities", () => {
    expect(
      derivedTextColumns("Titre", "<p>Réunion &amp; <b>Congrès</b></p><script>x()</script>"),
    ).toEqual({
      contentText: "Réunion & Congrès",
      searchText: "titre reunion & congres",
    });
  });

  it("works for an empty content", () => {
    expect(derivedTextColumns("Seul Titre", "")).toEqual({
      contentText: "",
      searchText: "seul titre ",
    });
  });
});
