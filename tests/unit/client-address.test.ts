import { describe, expect, it } from "vitest";
import { clientAddress } from "../../scripts/serve.mjs";

// The server decides the client's address once (scripts/serve.mjs): from the socket, and from
// X-Forwarded-For only as far as the trusted proxies wrote it.
describe("clientAddress", () => {
  it("ignores a client-written X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("198.51.100.1");
    expect(clientAddress("1.1.1.1, 2.2.2.2", "198.51.100.1", 0)).toBe("198.51.100.1");
    expect(clientAddress(undefined, "198.51.100.1", 0)).toBe("198.51.100.1");
  });

  it("takes the address the trusted proxy appended, never what the client put before it", () => {
    // nginx: $proxy_add_x_forwarded_for = the client's header + the address nginx saw.
    expect(clientAddress("6.6.6.6, 203.0.113.9", "127.0.0.1", 1)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "127.0.0.1", 1)).toBe("203.0.113.9");
    expect(clientAddress("6.6.6.6, 203.0.113.9, 10.0.0.2", "127.0.0.1", 2)).toBe("203.0.113.9");
  });

  it("falls back to the farthest entry when fewer hops than trusted are present", () => {
    expect(clientAddress(undefined, "127.0.0.1", 1)).toBe("127.0.0.1");
  });
});
