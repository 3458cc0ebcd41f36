import { describe, expect, it } from "vitest";
import { confirmationState, consoleNext, CONSOLE_CONFIRMATION_MS, RECENT_CONFIRMATION_MS } from "./guard.ts";

describe("the console's second-factor states", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("asks for two-factor first, then a code, then lets account actions through while it is fresh", () => {
    expect(confirmationState({ twoFactorEnabled: false, confirmedAt: now }, now)).toBe("no-two-factor");
    expect(confirmationState({ twoFactorEnabled: true, confirmedAt: null }, now)).toBe("unconfirmed");
    expect(confirmationState({ twoFactorEnabled: true, confirmedAt: ago(0) }, now)).toBe("recent");
    expect(confirmationState({ twoFactorEnabled: true, confirmedAt: ago(RECENT_CONFIRMATION_MS) }, now)).toBe(
      "recent",
    );
    expect(
      confirmationState({ twoFactorEnabled: true, confirmedAt: ago(RECENT_CONFIRMATION_MS + 1) }, now),
    ).toBe("console");
    expect(
      confirmationState({ twoFactorEnabled: true, confirmedAt: ago(CONSOLE_CONFIRMATION_MS + 1) }, now),
    ).toBe("unconfirmed");
    // A confirmation from the future (a clock set back) proves nothing.
    expect(confirmationState({ twoFactorEnabled: true, confirmedAt: ago(-60_000) }, now)).toBe("unconfirmed");
  });

  it("goes back only to a page of the console", () => {
    expect(consoleNext("/operator/users?q=ana")).toBe("/operator/users?q=ana");
    expect(consoleNext("/operator")).toBe("/operator");
    for (const bad of [
      "https://evil.example/operator",
      "//evil.example",
      "/operatorx",
      "/user/profile",
      "/operator//evil",
      "/operator/confirm?next=/operator",
      "/operator\\x",
      null,
      42,
    ])
      expect(consoleNext(bad)).toBe("/operator");
  });
});
