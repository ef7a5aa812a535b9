import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("password policy", () => {
  it("accepts a long uncommon password", () => {
    expect(passwordProblem("harbour-lights-42")).toBeNull();
  });
  it("rejects short passwords", () => {
    expect(passwordProblem("abc1234")).toBe("Password must be at least 8 characters");
    expect(passwordProblem("abcd1235")).toBeNull();
  });
  it("rejects common passwords whatever their case", () => {
    expect(passwordProblem("Password123")).toBe("This password is too common; choose another");
    expect(passwordProblem("12345678")).toMatch(/too common/);
  });
  it("rejects the username as password", () => {
    expect(passwordProblem("olivia.office", "Olivia.Office")).toBe("Password must differ from the username");
  });
  it("rejects very long passwords", () => {
    expect(passwordProblem("x".repeat(201))).toMatch(/at most 200/);
  });
});
