import { describe, expect, it } from "vitest";
import { checkAddress, isIpLiteral } from "./address.ts";

describe("checkAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.1", "loopback"],
    ["0x7f000001", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["2130706433", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["169.254.0.1", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.1", "reserved"],
    ["240.0.0.1", "reserved"],
    ["fc00::1", "uniqueLocal"],
    ["fd00:ec2::254", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["ff02::1", "multicast"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "linkLocal"],
    ["::127.0.0.1", "loopback"],
    ["::10.0.0.1", "private"],
    ["::0:a00:1", "ipv4Compatible"],
    ["64:ff9b::a00:1", "rfc6052"],
    ["2002:7f00:1::", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
  ])("refuses %s (%s)", (ip, range) => {
    expect(checkAddress(ip, false)).toEqual({ allowed: false, range });
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::6810:85e5",
    "::ffff:8.8.8.8",
  ])("allows the public address %s", (ip) => {
    expect(checkAddress(ip, false).allowed).toBe(true);
  });

  it("allows loopback only with the test setting, and nothing else private", () => {
    expect(checkAddress("127.0.0.1", true)).toEqual({ allowed: true, range: "loopback" });
    expect(checkAddress("::1", true)).toEqual({ allowed: true, range: "loopback" });
    expect(checkAddress("::ffff:127.0.0.1", true)).toEqual({ allowed: true, range: "loopback" });
    expect(checkAddress("10.0.0.1", true).allowed).toBe(false);
    expect(checkAddress("169.254.169.254", true).allowed).toBe(false);
    expect(checkAddress("0.0.0.0", true).allowed).toBe(false);
  });

  it("refuses what is not an address", () => {
    expect(checkAddress("example.com", false)).toEqual({ allowed: false, range: "invalid" });
  });

  it("tells IP literals from host names", () => {
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("10.0.0.1")).toBe(true);
    expect(isIpLiteral("example.com")).toBe(false);
  });
});
