import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const secret = "s".repeat(32);

describe("unsubscribe tokens", () => {
  it("carry the lower-cased address and verify with the same secret only", () => {
    const token = signUnsubscribeToken("Claire.Martin@Example.org", secret);
    expect(verifyUnsubscribeToken(token, secret)).toBe("claire.martin@example.org");
    expect(verifyUnsubscribeToken(token, "t".repeat(32))).toBeNull();
  });

  it("refuse a token whose address was changed or which is malformed", () => {
    const [, signature] = signUnsubscribeToken("a@example.org", secret).split(".");
    const forged = `${Buffer.from("b@example.org").toString("base64url")}.${signature}`;
    expect(verifyUnsubscribeToken(forged, secret)).toBeNull();
    expect(verifyUnsubscribeToken("garbage", secret)).toBeNull();
    expect(verifyUnsubscribeToken("a.b.c", secret)).toBeNull();
  });
});
