import { describe, expect, it } from "vitest";
import { formValuesFrom } from "./form-values";

describe("formValuesFrom", () => {
  it("keeps the named fields as stored and turns null and undefined into empty strings", () => {
    const record = {
      name: "Ada",
      grade: null as string | null,
      note: undefined as string | undefined,
      age: 0,
    };
    expect(formValuesFrom(record, ["name", "grade", "note", "age"])).toEqual({
      name: "Ada",
      grade: "",
      note: "",
      age: 0,
    });
  });

  it("leaves out the fields it is not asked for", () => {
    expect(formValuesFrom({ a: "x", b: "y" }, ["a"])).toEqual({ a: "x" });
  });

  it("gives every named field as an empty string when there is no record", () => {
    const none = null as { phone: string | null; email: string } | null;
    expect(formValuesFrom(none, ["phone", "email"])).toEqual({ phone: "", email: "" });
  });
});
