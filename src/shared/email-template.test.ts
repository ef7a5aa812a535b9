import { describe, expect, it } from "vitest";
import {
  DEFAULT_EMAIL_TEMPLATE,
  escapeHtml,
  reminderSubject,
  renderTemplateHtml,
  renderTemplateText,
  SAMPLE_VARS,
  type TemplateVars,
} from "./email-template";

const vars: TemplateVars = {
  crewName: "Ana <b>Reyes</b>",
  documentType: "Passport",
  documentNumber: "P0001",
  expiryDate: "Jan 05, 2027",
  daysRemaining: 15,
  vesselName: "MV Ocean & Sea",
};

describe("email templates", () => {
  it("renders the curly variables", () => {
    expect(
      renderTemplateText(
        "{{crewName}}|{{ documentType }}|{{expiryDate}}|{{daysRemaining}}|{{vesselName}}",
        vars,
      ),
    ).toBe("Ana <b>Reyes</b>|Passport|Jan 05, 2027|15|MV Ocean & Sea");
  });

  it("renders the bracketed forms of the settings tab", () => {
    expect(renderTemplateText("[Crew Member] [Document Type] [Document Number] [Expiry Date]", vars)).toBe(
      "Ana <b>Reyes</b> Passport P0001 Jan 05, 2027",
    );
  });

  it("leaves unknown variables as written", () => {
    expect(renderTemplateText("{{nope}} [Nope] {crewName}", vars)).toBe("{{nope}} [Nope] {crewName}");
  });

  it("uses the default example when the template is blank", () => {
    const text = renderTemplateText("   ", SAMPLE_VARS);
    expect(text).toContain("Dear John Smith,");
    expect(text).toContain("in 30 days");
    expect(DEFAULT_EMAIL_TEMPLATE).toContain("[Document Number]");
  });

  it("escapes user data and the template in HTML", () => {
    const html = renderTemplateHtml("<i>Hi</i> {{crewName}} on {{vesselName}}\nbye", vars);
    expect(html).toContain("&lt;i&gt;Hi&lt;/i&gt;");
    expect(html).toContain("<strong>Ana &lt;b&gt;Reyes&lt;/b&gt;</strong>");
    expect(html).toContain("MV Ocean &amp; Sea");
    expect(html).toContain("<br>");
    expect(html).not.toContain("<b>");
  });

  it("escapes all five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("builds the subject from days remaining", () => {
    expect(reminderSubject(vars)).toBe(
      "[Warning] Document expiry reminder: Passport of Ana <b>Reyes</b> expires in 15 days",
    );
    expect(reminderSubject({ ...vars, daysRemaining: 1 })).toMatch(/^\[Critical\] .*expires in 1 day$/);
    expect(reminderSubject({ ...vars, daysRemaining: 0 })).toMatch(/^\[Critical\] .*expires today$/);
    expect(reminderSubject({ ...vars, daysRemaining: 25 })).toMatch(/^\[Info\] /);
    expect(reminderSubject({ ...vars, daysRemaining: 60 })).toMatch(/^\[Upcoming\] /);
    expect(reminderSubject({ ...vars, daysRemaining: -3 })).toMatch(
      new RegExp(`^\\[Expired\\] .*expired on ${vars.expiryDate}$`),
    );
    expect(reminderSubject({ ...vars, daysRemaining: 10 }, { critical: 10, warning: 20, info: 60 })).toMatch(
      /^\[Critical\] /,
    );
  });
});
