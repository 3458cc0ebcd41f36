import { describe, expect, it } from "vitest";
import { forbiddenAddressReason, ipv6Groups, isForbiddenAddress } from "./special-addresses.ts";

describe("addresses a fetch of a user's URL may never reach", () => {
  // [address, why it is refused]
  const refused: [string, RegExp][] = [
    ["0.0.0.0", /this network/],
    ["0.1.2.3", /this network/],
    ["10.1.2.3", /private/],
    ["100.64.0.1", /shared/],
    ["100.127.255.254", /shared/],
    ["127.0.0.1", /loopback/],
    ["127.255.255.254", /loopback/],
    ["169.254.169.254", /link-local/],
    ["172.16.0.1", /private/],
    ["172.31.255.255", /private/],
    ["192.0.0.170", /IETF/],
    ["192.0.2.10", /documentation/],
    ["192.31.196.1", /AS112/],
    ["192.52.193.1", /AMT/],
    ["192.88.99.1", /6to4 relay/],
    ["192.168.1.1", /private/],
    ["192.175.48.1", /AS112/],
    ["198.18.0.1", /benchmarking/],
    ["198.19.255.255", /benchmarking/],
    ["198.51.100.7", /documentation/],
    ["203.0.113.99", /documentation/],
    ["224.0.0.251", /multicast/],
    ["239.255.255.250", /multicast/],
    ["240.0.0.1", /reserved/],
    ["255.255.255.255", /reserved/],
    // IPv6: everything outside global unicast, in every spelling.
    ["::", /not a global/],
    ["::1", /not a global/],
    ["0:0:0:0:0:0:0:1", /not a global/],
    ["[::1]", /not a global/],
    ["::127.0.0.1", /not a global/],
    ["::7f00:1", /not a global/],
    ["::ffff:127.0.0.1", /not a global/],
    ["::ffff:7f00:1", /not a global/],
    ["::ffff:8.8.8.8", /not a global/],
    ["::ffff:0:127.0.0.1", /not a global/],
    ["64:ff9b:1::a00:1", /not a global/],
    ["100::1", /not a global/],
    ["fc00::1", /not a global/],
    ["fd12:3456:789a::1", /not a global/],
    ["fe80::1", /not a global/],
    ["fe80::1%eth0", /not a global/],
    ["fec0::1", /not a global/],
    ["ff02::1", /not a global/],
    ["5f00::1", /not a global/],
    // NAT64 is judged by the IPv4 address it carries.
    ["64:ff9b::7f00:1", /NAT64 of 127\.0\.0\.1 \(loopback\)/],
    ["64:ff9b::127.0.0.1", /NAT64 of 127\.0\.0\.1/],
    ["64:ff9b::a9fe:a9fe", /NAT64 of 169\.254\.169\.254/],
    ["64:ff9b::c000:20a", /NAT64 of 192\.0\.2\.10 \(documentation/],
    // Special blocks inside global unicast.
    ["2001::1", /IETF/],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", /Teredo|IETF/],
    ["2001:2::1", /IETF/],
    ["2001:db8::1", /documentation/],
    ["2001:db8:ffff::1", /documentation/],
    ["2002:7f00:1::1", /6to4/],
    ["2002:c0a8:101::1", /6to4/],
    ["2620:4f:8000::1", /AS112/],
    ["3fff::1", /documentation/],
    ["3fff:fff::1", /documentation/],
    // Not an address at all.
    ["localhost", /not an IP/],
    ["", /not an IP/],
    ["1.2.3", /not an IP/],
  ];
  const allowed = [
    "8.8.8.8",
    "93.184.216.34",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.1",
    "192.0.1.1",
    "192.0.3.1",
    "198.17.255.255",
    "198.20.0.1",
    "203.0.112.1",
    "223.255.255.255",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
    "2001:200::1",
    "2001:4860:4860::8888",
    "2003::1",
    "64:ff9b::808:808",
    "64:ff9b::8.8.8.8",
  ];

  it.each(refused)("refuses %s", (address, why) => {
    expect(forbiddenAddressReason(address)).toMatch(why);
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(allowed)("allows %s", (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });

  it("refuses the server's own addresses, public ones included, in any spelling", () => {
    const own = ["127.0.0.1", "::1", "93.184.216.34", "2606:4700:0:0:0:0:0:1111", "fe80::1%eth0"];
    expect(forbiddenAddressReason("93.184.216.34", own)).toMatch(/own address/);
    expect(forbiddenAddressReason("2606:4700::1111", own)).toMatch(/own address/);
    expect(forbiddenAddressReason("64:ff9b::5db8:d822", own)).toMatch(
      /NAT64 of 93\.184\.216\.34 \(this server/,
    );
    expect(forbiddenAddressReason("8.8.8.8", own)).toBeNull();
  });

  it("reads every spelling of IPv6 into its eight groups", () => {
    expect(ipv6Groups("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("64:ff9b::1.2.3.4")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x102, 0x304]);
    expect(ipv6Groups("2001:db8:0:0:1:0:0:1")).toEqual([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]);
    expect(ipv6Groups("1.2.3.4")).toBeNull();
  });
});
