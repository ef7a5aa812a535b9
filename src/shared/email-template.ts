// Renders e-mail templates (spec §2 Email Notifications and the Email Settings tab). Variables are written
// `{{crewName}}`, `{{documentType}}`, `{{documentNumber}}`, `{{expiryDate}}`, `{{daysRemaining}}`,
// `{{vesselName}}`; the settings tab's bracketed forms [Crew Member], [Document Type],
// [Document Number], [Expiry Date], [Days Remaining], [Vessel Name] mean the same. Unknown variables are
// left as written. The HTML body escapes every value and the template text itself.

import { type AlertWindows, alertSeverity, DEFAULT_ALERT_WINDOWS } from "./expiry";
import { SEVERITY_SHORT_LABELS } from "./severity";

export interface TemplateVars {
  crewName: string;
  documentType: string;
  documentNumber: string;
  expiryDate: string;
  daysRemaining: number | string;
  vesselName: string;
}

export const TEMPLATE_VARIABLES = [
  "crewName",
  "documentType",
  "documentNumber",
  "expiryDate",
  "daysRemaining",
  "vesselName",
] as const satisfies readonly (keyof TemplateVars)[];

/** The bracketed forms of the settings tab and the variable each stands for. */
export const BRACKET_VARIABLES: Record<string, keyof TemplateVars> = {
  "Crew Member": "crewName",
  "Document Type": "documentType",
  "Document Number": "documentNumber",
  "Expiry Date": "expiryDate",
  "Days Remaining": "daysRemaining",
  "Vessel Name": "vesselName",
};

export const MAX_TEMPLATE_LENGTH = 10_000;

/** Used when the stored template is blank (the settings tab shows it as the example). */
export const DEFAULT_EMAIL_TEMPLATE = `Dear [Crew Member],

This is a reminder that your [Document Type] (No. [Document Number]) expires on [Expiry Date] — in {{daysRemaining}} days.

Please arrange its renewal in good time and send a copy of the new document to the crewing office.

Vessel: {{vesselName}}

Kind regards,
Crew Management Office`;

const PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}|\[([A-Za-z ]+)\]/g;

function lookup(vars: TemplateVars, curly?: string, bracket?: string): string | null {
  const key = curly
    ? (TEMPLATE_VARIABLES as readonly string[]).includes(curly)
      ? (curly as keyof TemplateVars)
      : null
    : (BRACKET_VARIABLES[bracket ?? ""] ?? null);
  return key ? String(vars[key] ?? "") : null;
}

/** Plain-text rendering: variables replaced, everything else verbatim. */
export function renderTemplateText(template: string, vars: TemplateVars): string {
  const source = template.trim() ? template : DEFAULT_EMAIL_TEMPLATE;
  return source.replace(PATTERN, (whole, curly, bracket) => lookup(vars, curly, bracket) ?? whole);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** HTML rendering: template text and values escaped, line breaks kept. */
export function renderTemplateHtml(template: string, vars: TemplateVars): string {
  const source = template.trim() ? template : DEFAULT_EMAIL_TEMPLATE;
  let out = "";
  let last = 0;
  for (const m of source.matchAll(PATTERN)) {
    const index = m.index ?? 0;
    out += escapeHtml(source.slice(last, index));
    const value = lookup(vars, m[1], m[2]);
    out += value === null ? escapeHtml(m[0]) : `<strong>${escapeHtml(value)}</strong>`;
    last = index + m[0].length;
  }
  out += escapeHtml(source.slice(last));
  return `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${out.replace(/\r?\n/g, "<br>\n")}</div>`;
}

/**
 * The reminder's subject, led by its level on the one severity scale ("[Critical] ... expires in 5 days",
 * "[Expired] ... expired on Aug 27, 2026"), as the alerts screen and the bell name it.
 */
export function reminderSubject(vars: TemplateVars, windows: AlertWindows = DEFAULT_ALERT_WINDOWS): string {
  const days = Number(vars.daysRemaining);
  const when =
    days < 0
      ? `expired on ${vars.expiryDate}`
      : days === 0
        ? "expires today"
        : `expires in ${days} day${days === 1 ? "" : "s"}`;
  const level = SEVERITY_SHORT_LABELS[alertSeverity(days, windows)];
  return `[${level}] Document expiry reminder: ${vars.documentType} of ${vars.crewName} ${when}`;
}

/** Sample values for the test e-mail, so the sender sees the template's format. */
export const SAMPLE_VARS: TemplateVars = {
  crewName: "John Smith",
  documentType: "Passport",
  documentNumber: "P1234567",
  expiryDate: "Dec 31, 2026",
  daysRemaining: 30,
  vesselName: "MV Ocean Pioneer",
};
