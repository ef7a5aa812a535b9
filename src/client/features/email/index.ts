// The public surface of the email area for route pages and other areas (docs/ARCHITECTURE.md);
// its data layer is ./api. Everything else in this folder is internal.
export * from "./components/alerts-email-settings";
export * from "./components/email-settings";
export * from "./components/email-settings-cards";
export * from "./components/email-settings-tab";
export * from "./components/mail-result";
export * from "./components/outbox-list";
