import { describe, expect, it } from "vitest";
import {
  checkUploadFile,
  MAX_UPLOAD_BYTES,
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZDocumentRequest,
} from "./documents";

describe("checkUploadFile", () => {
  it("accepts PDF, JPEG and PNG under 5MB", () => {
    expect(checkUploadFile({ name: "a.pdf", size: 10, type: "application/pdf" })).toBeNull();
    expect(checkUploadFile({ name: "a.JPEG", size: 10, type: "image/jpeg" })).toBeNull();
    expect(checkUploadFile({ name: "a.png", size: MAX_UPLOAD_BYTES, type: "" })).toBeNull();
  });
  it("refuses other types and files over 5MB with the spec's messages", () => {
    expect(checkUploadFile({ name: "a.exe", size: 10, type: "application/x-msdownload" })).toBe(
      UPLOAD_BAD_TYPE_MESSAGE,
    );
    expect(checkUploadFile({ name: "a.pdf", size: 10, type: "text/html" })).toBe(UPLOAD_BAD_TYPE_MESSAGE);
    expect(checkUploadFile({ name: "a.pdf", size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" })).toBe(
      UPLOAD_TOO_LARGE_MESSAGE,
    );
  });
});

describe("ZDocumentRequest", () => {
  const valid = {
    type: "passport",
    documentNumber: "P1",
    issueDate: "2024-01-01",
    expiryDate: "2030-01-01",
    issuingAuthority: "Office",
  };
  it("accepts a complete document", () => {
    expect(ZDocumentRequest.safeParse(valid).success).toBe(true);
  });
  it("names every missing required field", () => {
    const result = ZDocumentRequest.safeParse({
      type: "",
      documentNumber: "",
      issueDate: "",
      expiryDate: "",
      issuingAuthority: "",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Document type is required",
        "Document number is required",
        "Issue date is required",
        "Expiry date is required",
        "Issuing authority is required",
      ]),
    );
  });
  it("says 'Please select a crew member' for an empty crew selection and refuses expiry before issue", () => {
    const crew = ZDocumentRequest.safeParse({ ...valid, crewMemberId: "" });
    expect(crew.error?.issues[0].message).toBe("Please select a crew member");
    const order = ZDocumentRequest.safeParse({ ...valid, expiryDate: "2020-01-01" });
    expect(order.error?.issues[0].path).toEqual(["expiryDate"]);
  });
});
