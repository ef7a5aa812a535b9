import { describe, expect, it } from "vitest";
import { crewBodyOf, EMPTY_ADD_FORM, ZCrewEditDialogForm } from "./crew-form-schema";

const edit = {
  firstName: "Ana",
  lastName: "Silva",
  nationality: "Portuguese",
  dateOfBirth: "1990-04-02",
  rank: "Bosun",
  status: "active" as const,
  phoneNumber: "",
  currentVesselId: "none",
  emergencyContact: { name: "", relationship: "Spouse", phone: "+1 555", email: "" },
  contractStartDate: "2026-01-01",
  contractEndDate: "2026-04-01",
};

describe("crew dialog bodies (spec §5)", () => {
  it("sends phone as null when empty, no vessel for 'none', no emergency contact without a name", () => {
    const body = crewBodyOf(edit);
    expect(body.phoneNumber).toBeNull();
    expect(body.currentVesselId).toBeNull();
    expect(body.emergencyContact).toBeNull();
  });

  it("keeps a named emergency contact and turns its empty fields into null", () => {
    const body = crewBodyOf({
      ...edit,
      phoneNumber: " +47 1 ",
      emergencyContact: { ...edit.emergencyContact, name: "Rui" },
    });
    expect(body.phoneNumber).toBe("+47 1");
    expect(body.emergencyContact).toEqual({
      name: "Rui",
      relationship: "Spouse",
      phone: "+1 555",
      email: null,
    });
  });

  it("rejects a contract end before its start and a missing first name with the spec's message", () => {
    const r = ZCrewEditDialogForm.safeParse({ ...edit, firstName: "", contractEndDate: "2025-12-31" });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("firstName: First name is required");
    expect(messages).toContain("contractEndDate: Contract end date cannot be before the start date");
  });

  it("the add form starts with status active, no vessel and a 90-day duration", () => {
    expect(EMPTY_ADD_FORM.status).toBe("active");
    expect(EMPTY_ADD_FORM.currentVesselId).toBe("none");
    expect(EMPTY_ADD_FORM.contractDurationDays).toBe(90);
  });
});
