// The one permission table (spec §6). The server guards every route with it; the client hides controls
// with it. The server still decides: a crew caller's queries are narrowed to their own records.
import type { Role } from "./roles";

const ALL: Role[] = ["admin", "office_staff", "crew"];
const OFFICE: Role[] = ["admin", "office_staff"];
const ADMIN: Role[] = ["admin"];

export const PERMISSIONS = {
  /** Routes anyone may call, signed in or not (health, login, docs). */
  public: null,
  /** Any signed-in user. */
  "session:own": ALL,
  "dashboard:view": ALL,
  "dashboard:fleet": OFFICE, // fleet-wide figures; crew callers get their own view instead
  "vessels:read": OFFICE,
  "vessels:write": ADMIN,
  "fleet:view": ADMIN,
  "crew:read": ALL, // crew callers see only their own record (service narrows)
  "crew:list": OFFICE, // the Crew Management screen and the full crew list
  "crew:write": OFFICE,
  "crew:delete": ADMIN,
  "crew:contact": OFFICE,
  "contracts:read": OFFICE,
  "contracts:write": OFFICE,
  "documents:read": ALL, // crew: own only
  "documents:write": ALL, // crew: own only (upload for self; a crew upload waits for the office's review)
  "documents:edit": OFFICE, // change a current document directly; crew send a corrected upload for review
  "document-submissions:read": ALL, // crew: their own uploads waiting for review
  "document-submissions:review": OFFICE, // the office accepts or rejects them
  "documents:delete": OFFICE, // spec §6: crew "own only, upload for self"; deleting is office work
  "alerts:read": OFFICE,
  "alerts:own": ALL,
  "rotations:read": OFFICE,
  "rotations:write": OFFICE,
  "events:read": ALL,
  "reports:read": ADMIN,
  "settings:read": OFFICE,
  "settings:write": OFFICE,
  "settings:admin": ADMIN,
  "email:send-test": OFFICE,
  "activity:read": OFFICE,
  "system:read": OFFICE,
  "system:projections": ADMIN, // the derived tables' drift check and repair
  "users:manage": ADMIN,
  "security:manage": ADMIN,
  "ocr:use": OFFICE,
  "compliance:read": OFFICE, // the compliance matrix
  "rest-hours:read": ALL, // crew: own, and the master the seafarers aboard (service narrows)
  "rest-hours:write": ALL, // crew: own only
  "rest-hours:sign": ALL, // the seafarer signs; the master aboard or the office countersigns
  "rest-hours:office": OFFICE, // vessel month and fleet-wide non-conformities
  "rest-hours:regime": ADMIN, // the flag's regime per vessel
  "certificates:read": ALL, // the catalogue: crew upload their own documents by type
  "requirements:read": OFFICE, // requirements matrix and compliance policy
  "certificates:admin": ADMIN, // add types, edit requirements and policy
  "manning:read": OFFICE, // safe manning per vessel and the fleet's manning gaps
  "manning:write": ADMIN, // edit a vessel's Safe Manning Document
  "crew-changes:read": OFFICE,
  "crew-changes:write": OFFICE, // plan, confirm, complete and cancel crew changes
  "wages:read": OFFICE, // wage scales and allotments
  "wages:scales": ADMIN, // add and change wage scales
  "wages:accounts": ALL, // a seafarer's monthly account: crew their own, the master aboard their vessel's (service narrows)
  "wages:lines": ALL, // lines on an account: the office; the master aboard cash advances and bonded stores (service narrows)
  "wages:allotments": OFFICE, // a seafarer's standing allotments
  "wages:portage": ALL, // a vessel's portage bill: the office, or the master aboard (service narrows)
  "wages:close": OFFICE, // close a vessel's month
  "agreements:read": ALL, // a contract's employment agreement: crew their own (service narrows)
  "agreements:sign": ALL, // the seafarer signs first (their own), then the office for the company
  "agreements:write": OFFICE, // enter a draft's particulars, open a new version
  "company-particulars:read": OFFICE,
  "company-particulars:write": ADMIN, // the shipowner's name, address and standing terms
  "imports:write": OFFICE, // spreadsheets in; each kind also needs its one-record form's permission
  "search:read": ALL, // search from anywhere; crew find only their own record and documents (service narrows)
  "crew-effects:write": ALL, // a crew user: their own declaration, or as master those aboard their vessel
  "port-paperwork:write": ALL, // the working arrangements: the office, or the vessel's master (service narrows)
  "port-paperwork:read": ALL, // crew lists: a crew user only as master of the vessel today (service narrows)
} as const satisfies Record<string, Role[] | null>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  const allowed = PERMISSIONS[permission];
  if (allowed === null) return true;
  return role != null && (allowed as readonly Role[]).includes(role);
}
