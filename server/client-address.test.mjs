import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NO_PROXY, clientOf, rateKey, trustedProxies } from "./client-address.mjs";

/**
 * A request as the server sees it: the connection's address and the header.
 * @param {string} peer
 * @param {string | string[]} [forwarded]
 */
const request = (peer, forwarded) =>
  /** @type {import("node:http").IncomingMessage} */ (
    /** @type {unknown} */ ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded } })
  );

describe("trustedProxies", () => {
  it("reads addresses and ranges, IPv4 and IPv6, separated by commas", () => {
    const trusted = trustedProxies(" 127.0.0.1 , ::1,10.0.0.0/8, fd00::/8");
    const trust = ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.20.30.40", "fd12::1"];
    const distrust = ["127.0.0.2", "11.0.0.1", "fe80::1", "", "not an address"];
    expect([...trust, ...distrust].filter((address) => trusted(address))).toEqual(trust);
  });

  it("trusts no one when unset or empty", () => {
    expect(trustedProxies(undefined)).toBe(NO_PROXY);
    expect(trustedProxies("  ")).toBe(NO_PROXY);
  });

  it.each(["1", "true", "localhost", "127.0.0.1,", "10.0.0.0/33", "10.0.0.0/x", "::1/129", "1.2.3.4/8/9"])(
    "refuses %j, naming it and the format, so the server does not start trusting the wrong party",
    (setting) => {
      expect(() => trustedProxies(setting)).toThrow(/TRUST_PROXY must list the addresses .* \(for example TRUST_PROXY=127\.0\.0\.1,::1\)/);
    },
  );
});

describe("the server with a wrong TRUST_PROXY", () => {
  it("does not start, and says why in one line", () => {
    const run = spawnSync(process.execPath, [fileURLToPath(new URL("./index.mjs", import.meta.url))], {
      env: { ...process.env, TRUST_PROXY: "1", PORT: "0" },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'TRUST_PROXY must list the addresses of the reverse proxies in front of this server, separated by commas (for example TRUST_PROXY=127.0.0.1,::1), not "1".',
    );
    expect(run.stdout).not.toContain("Serving");
  });
});

describe("clientOf", () => {
  const proxy = trustedProxies("127.0.0.1,::1");

  it("is the connection's address when it is not a trusted proxy, whatever the header says", () => {
    expect(clientOf(request("203.0.113.9", "198.51.100.1"), proxy)).toBe("203.0.113.9");
    expect(clientOf(request("127.0.0.1", "198.51.100.1"), NO_PROXY)).toBe("127.0.0.1");
    expect(clientOf(request("::ffff:203.0.113.9"), proxy)).toBe("203.0.113.9");
  });

  it("behind a trusted proxy, is the address the proxy wrote last; earlier entries are the visitor's own words", () => {
    expect(clientOf(request("127.0.0.1", "198.51.100.1, 203.0.113.7"), proxy)).toBe("203.0.113.7");
    expect(clientOf(request("::1", ["198.51.100.1", "203.0.113.7"]), proxy)).toBe("203.0.113.7");
  });

  it("walks back through a chain of trusted proxies to the first address that is not one", () => {
    const chain = trustedProxies("127.0.0.1,10.0.0.0/8");
    expect(clientOf(request("127.0.0.1", "198.51.100.1, 203.0.113.7, 10.0.0.5"), chain)).toBe("203.0.113.7");
  });

  it("stops at the proxy when the header is missing, empty or not an address", () => {
    expect(clientOf(request("127.0.0.1"), proxy)).toBe("127.0.0.1");
    expect(clientOf(request("127.0.0.1", " , "), proxy)).toBe("127.0.0.1");
    expect(clientOf(request("127.0.0.1", "203.0.113.7, <script>"), proxy)).toBe("127.0.0.1");
  });
});

describe("rateKey", () => {
  it("counts an IPv4 client by its full address", () => {
    expect(rateKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("203.0.113.8")).not.toBe(rateKey("203.0.113.7"));
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:DB8:1:2:0:0:0:9", "2001:0db8:0001:0002::abcd"].map(rateKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    // The next /64 is another line, counted apart.
    expect(rateKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 client", () => {
    expect(rateKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    // A client that passes the same IPv4 address both ways is one client.
    expect(rateKey(clientOf(request("::ffff:203.0.113.7"), NO_PROXY))).toBe(rateKey("203.0.113.7"));
  });
});
