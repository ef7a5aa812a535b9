import { describe, expect, it } from "vitest";
import { ZRejectSubmission, ZSubmissionListQuery } from "./document-submissions";

describe("document submission schemas", () => {
  it("reads one status or a comma list, and refuses an unknown one", () => {
    expect(ZSubmissionListQuery.parse({ status: "pending" }).status).toEqual(["pending"]);
    expect(ZSubmissionListQuery.parse({ status: "pending,rejected" }).status).toEqual([
      "pending",
      "rejected",
    ]);
    expect(ZSubmissionListQuery.parse({}).status).toBeUndefined();
    expect(ZSubmissionListQuery.safeParse({ status: "pending,maybe" }).success).toBe(false);
    expect(ZSubmissionListQuery.safeParse({ status: "," }).success).toBe(false);
  });

  it("wants a reason of 1 to 500 characters, trimmed", () => {
    expect(ZRejectSubmission.parse({ reason: "  Blurred  " })).toEqual({ reason: "Blurred" });
    expect(ZRejectSubmission.safeParse({ reason: "   " }).success).toBe(false);
    expect(ZRejectSubmission.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(ZRejectSubmission.safeParse({ reason: "x".repeat(500) }).success).toBe(true);
  });
});
