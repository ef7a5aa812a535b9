// What the certificate settings' rule tables (compliance policy, nationality rules) share: their compact
// select, and how a rule that blocks or only warns is named.

export const RULE_SELECT = "h-9 rounded-md border border-input bg-background px-2 text-sm";
export const RULE_ACTION_LABEL: Record<"block" | "warn", string> = { block: "Blocks", warn: "Warns" };
