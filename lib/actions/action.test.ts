import { notFound, redirect } from "next/navigation";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Viewer } from "@/lib/auth/viewer";
import { NotFoundError, RateLimitError } from "@/lib/errors";
import { listInput } from "@/lib/validation/form-values";
import { formDataToObject } from "@/lib/validation/form-data";
import { DEFAULT_FAILURE_MESSAGE, runAction } from "./action";

const member: Viewer = {
  id: "7d6f2c8e-1a4b-4c1d-9e2f-3a4b5c6d7e8f",
  email: "m@example.org",
  firstname: "M",
  lastname: "M",
  isAdmin: false,
};
const admin: Viewer = { ...member, id: "0b8c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e", isAdmin: true };
const as = (viewer: Viewer | null) => async () => viewer;

const schema = z.object({
  title: z.string().trim().min(1, "Le titre est obligatoire."),
  count: z.coerce.number().optional(),
});

describe("formDataToObject", () => {
  it("keeps every value of a repeated key, in order, and a single value alone", () => {
    const data = new FormData();
    data.append("tags", "A");
    data.append("tags", "B");
    data.append("title", "Un titre");
    data.append("$ACTION_ID_abc", "");
    expect(formDataToObject(data)).toEqual({ tags: ["A", "B"], title: "Un titre" });
  });

  it("keeps chosen files and leaves out an empty file input", () => {
    const data = new FormData();
    data.append("files", new File(["a"], "a.pdf"));
    data.append("files", new File(["b"], "b.pdf"));
    data.append("cover", new File([], ""));
    const object = formDataToObject(data);
    expect((object.files as File[]).map((file) => file.name)).toEqual(["a.pdf", "b.pdf"]);
    expect(object).not.toHaveProperty("cover");
  });

  it("feeds list inputs with one or several values", () => {
    const list = z.object({ tags: listInput(z.string()) });
    const one = new FormData();
    one.append("tags", "A");
    expect(list.parse(formDataToObject(one))).toEqual({ tags: ["A"] });
    expect(list.parse(formDataToObject(new FormData()))).toEqual({ tags: [] });
  });
});

describe("runAction", () => {
  const echo = async (input: z.infer<typeof schema>) => `Reçu\u00a0: ${input.title}`;

  it("answers the handler’s message or data", async () => {
    expect(await runAction({ schema }, echo, { title: " Bonjour " }, as(null))).toEqual({
      ok: true,
      message: "Reçu\u00a0: Bonjour",
      data: undefined,
    });
    const withData = await runAction(
      { schema },
      async (input) => ({ message: "Fait", data: { n: input.count } }),
      { title: "x", count: "3" },
      as(null),
    );
    expect(withData).toEqual({ ok: true, message: "Fait", data: { n: 3 } });
  });

  it("refuses a visitor when a member is needed, and a member when an admin is needed, before parsing", async () => {
    let called = false;
    const handler = async () => {
      called = true;
      return "fait";
    };
    expect(await runAction({ schema, role: "member" }, handler, { title: "x" }, as(null))).toEqual({
      ok: false,
      error: "Vous devez être connecté pour accéder à cette ressource.",
      fieldErrors: {},
      // The form behind it may offer to log in again.
      sessionExpired: true,
    });
    expect(await runAction({ schema, role: "admin" }, handler, {}, as(member))).toEqual({
      ok: false,
      error: "Accès refusé",
      fieldErrors: {},
    });
    expect(called).toBe(false);
    expect(
      (await runAction({ schema, role: "admin" }, handler, { title: "x" }, as(admin))).ok,
    ).toBe(true);
  });

  it("gives the passed viewer to the handler", async () => {
    const result = await runAction(
      { schema, role: "member" },
      async (_input, { viewer }) => viewer.email,
      { title: "x" },
      as(member),
    );
    expect(result).toMatchObject({ ok: true, message: "m@example.org" });
  });

  it("answers invalid input with the schema’s French messages by field, and French for zod’s own", async () => {
    const result = await runAction({ schema }, echo, { title: "  " }, as(null));
    expect(result).toEqual({
      ok: false,
      error: "Le titre est obligatoire.",
      fieldErrors: { title: "Le titre est obligatoire." },
    });
    const wrongType = await runAction({ schema }, echo, { title: ["a", "b"] }, as(null));
    expect(wrongType).toEqual({
      ok: false,
      error: "Champ «\u00a0title\u00a0» invalide.",
      fieldErrors: { title: "Champ «\u00a0title\u00a0» invalide." },
    });
  });

  it("turns typed errors into their message and anything else into the failure message", async () => {
    const typed = await runAction(
      { schema },
      async () => Promise.reject(new RateLimitError("Trop vite.")),
      { title: "x" },
      as(null),
    );
    expect(typed).toEqual({ ok: false, error: "Trop vite.", fieldErrors: {} });
    const unexpected = await runAction(
      { schema, failureMessage: "Erreur lors de la sauvegarde" },
      async () => Promise.reject(new Error("boom")),
      { title: "x" },
      as(null),
    );
    expect(unexpected).toEqual({
      ok: false,
      error: "Erreur lors de la sauvegarde",
      fieldErrors: {},
    });
    const byDefault = await runAction(
      { schema },
      async () => Promise.reject(new Error("boom")),
      { title: "x" },
      as(null),
    );
    expect(byDefault).toMatchObject({ error: DEFAULT_FAILURE_MESSAGE });
    expect(
      await runAction(
        { schema },
        async () => Promise.reject(new NotFoundError("Introuvable.")),
        { title: "x" },
        as(null),
      ),
    ).toMatchObject({ error: "Introuvable." });
  });

  it("lets Next’s redirect() and notFound() through instead of answering an error", async () => {
    await expect(
      runAction({ schema }, async () => redirect("/profile"), { title: "x" }, as(null)),
    ).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    });
    await expect(
      runAction({ schema }, async () => notFound(), { title: "x" }, as(null)),
    ).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
    });
  });

  it("sends back what was typed in the fields it keeps, only when it fails (a page posted without JavaScript)", async () => {
    const data = new FormData();
    data.append("title", "   ");
    data.append("count", "3");
    data.append("secret", "123456");
    // A ticked box sends its hidden "false", then "true": what was typed is the last value.
    data.append("urgent", "false");
    data.append("urgent", "true");
    const options = { schema, keepTyped: ["title", "count", "urgent"] } as const;
    const failed = await runAction(options, async () => "ok", data, as(null));
    expect(failed).toMatchObject({
      ok: false,
      fieldErrors: { title: "Le titre est obligatoire." },
      values: { title: "   ", count: "3", urgent: "true" },
    });
    const ok = new FormData();
    ok.append("title", "Un titre");
    expect(await runAction(options, async () => "ok", ok, as(null))).toEqual({
      ok: true,
      message: "ok",
      data: undefined,
    });
    // Without the option, nothing typed comes back.
    expect(await runAction({ schema }, async () => "ok", data, as(null))).not.toHaveProperty(
      "values",
    );
  });
});
