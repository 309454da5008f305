// Who a request comes from, for the local inbox's rate limit. The connection's address, unless
// that connection is a reverse proxy the server was told to trust: then the address that proxy
// wrote into X-Forwarded-For. A header from anyone else is never read, so a client that reaches
// the Node port directly cannot name any address it likes.
import net from "node:net";

/**
 * @typedef {(address: string) => boolean} TrustedProxies whether an address is a trusted proxy
 */

/** "::ffff:127.0.0.1" (an IPv4 client of a server listening on IPv6) is 127.0.0.1. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The address in its plain form, or null when it is not an IP address.
 * @param {string} value
 * @returns {string | null}
 */
function plainAddress(value) {
  const address = value.trim().replace(MAPPED_IPV4, "$1");
  return net.isIP(address) ? address : null;
}

/** Trusts no one: the connection's address is the client's. */
export const NO_PROXY = /** @type {TrustedProxies} */ (() => false);

/**
 * Reads TRUST_PROXY: a comma-separated list of the proxies' addresses (`127.0.0.1,::1`) or
 * ranges (`10.0.0.0/8`, `fd00::/8`). Empty or unset: no proxy. Throws on anything else, naming
 * the entry, so a mistyped setting stops the server instead of trusting the wrong party; "1" and
 * "true", which once meant "trust whoever connects", are refused the same way.
 * @param {string | undefined} setting
 * @returns {TrustedProxies}
 */
export function trustedProxies(setting) {
  if (setting === undefined || setting.trim() === "") return NO_PROXY;
  const list = new net.BlockList();
  for (const entry of setting.split(",")) {
    const [rawAddress = "", prefix, ...extra] = entry.trim().split("/");
    const address = plainAddress(rawAddress);
    const family = address && net.isIPv6(address) ? "ipv6" : "ipv4";
    const bits = prefix === undefined ? undefined : Number(prefix);
    const widest = family === "ipv6" ? 128 : 32;
    if (!address || extra.length > 0 || (bits !== undefined && (!/^\d+$/.test(prefix ?? "") || bits > widest))) {
      throw new Error(
        `TRUST_PROXY must list the addresses of the reverse proxies in front of this server, separated by commas (for example TRUST_PROXY=127.0.0.1,::1), not "${entry.trim()}".`,
      );
    }
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return (candidate) => {
    const address = plainAddress(candidate);
    return address !== null && list.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
  };
}

/**
 * The client's address. Starting from the connection, each trusted proxy hands over to the
 * address it wrote last into X-Forwarded-For; the first address that is not a trusted proxy is
 * the client. An entry that is not an address ends the walk at the proxy that passed it on.
 * @param {import("node:http").IncomingMessage} req
 * @param {TrustedProxies} trusted
 * @returns {string}
 */
export function clientOf(req, trusted) {
  let client = plainAddress(req.socket.remoteAddress ?? "") ?? "unknown";
  if (!trusted(client)) return client;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").filter((hop) => hop.trim() !== "");
  while (trusted(client) && hops.length > 0) {
    const next = plainAddress(/** @type {string} */ (hops.pop()));
    if (next === null) break;
    client = next;
  }
  return client;
}

/**
 * The eight 16-bit groups of an IPv6 address, or null when it is not one.
 * @param {string} address
 * @returns {number[] | null}
 */
function ipv6Groups(address) {
  if (!net.isIPv6(address)) return null;
  let text = address.split("%")[0] ?? "";
  // A dotted IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The key a client is counted under by the rate limit. An IPv4 address is one client. An IPv6
 * client is counted by its /64: a home or office line is given at least that many addresses and
 * a device may pick a new one from them whenever it likes, so counting single addresses would
 * let one household send without limit. An IPv4 address written as IPv6 ("::ffff:192.0.2.1") is
 * the IPv4 client it names.
 * @param {string} address as clientOf returns it
 * @returns {string}
 */
export function rateKey(address) {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
