// The one permission table (spec §6). The server guards every route with it; the client hides controls
// with it. Each permission says, per role, on which records it holds: "any" record, or only the caller's
// "own" (a crew user's own crew member: their profile, documents, contracts, rest hours, agreements,
// payslips). Written out, a role holds `documents:read:own` or `documents:read:any` (grantsOf). The server
// narrows its queries by that scope with one helper (lib/ownership.ts), never by asking for a role.
import type { Role } from "./roles";

export const SCOPES = ["own", "any"] as const;
/** "own": only the caller's own records (their crew member); "any": every record. (No zod here: this
 * table is in the first page load, and zod belongs to the screens' forms.) */
export type Scope = (typeof SCOPES)[number];
/** Which roles hold a permission, each with its scope; a role left out does not hold it. */
export type Grants = Readonly<Partial<Record<Role, Scope>>>;

/** Every signed-in user, on any record (a catalogue, the calendar of events they may see). */
const ALL = { admin: "any", office_staff: "any", crew: "any" } as const;
/** The office on any record; a crew user on their own only (another member's record answers 404). */
const OWN = { admin: "any", office_staff: "any", crew: "own" } as const;
const OFFICE = { admin: "any", office_staff: "any" } as const;
const ADMIN = { admin: "any" } as const;

export const PERMISSIONS = {
  /** Routes anyone may call, signed in or not (health, login, docs). */
  public: null,
  /** Any signed-in user, on their own session. */
  "session:own": { admin: "own", office_staff: "own", crew: "own" },
  "dashboard:view": OWN, // crew: their own figures
  "dashboard:fleet": OFFICE, // fleet-wide figures; crew callers get their own view instead
  "vessels:read": OFFICE,
  "vessels:write": ADMIN,
  "fleet:view": ADMIN,
  "crew:read": OWN, // crew: their own record
  "crew:list": OFFICE, // the Crew Management screen and the full crew list
  "crew:write": OFFICE,
  "crew:delete": ADMIN,
  "crew:contact": OFFICE,
  "contracts:read": OFFICE,
  "contracts:write": OFFICE,
  "documents:read": OWN,
  "documents:write": OWN, // upload for self; a crew upload waits for the office's review
  "documents:edit": OFFICE, // change a current document directly; crew send a corrected upload for review
  "document-submissions:read": OWN, // crew: their own uploads waiting for review
  "document-submissions:review": OFFICE, // the office accepts or rejects them
  "documents:delete": OFFICE, // spec §6: crew "own only, upload for self"; deleting is office work
  "alerts:read": OFFICE,
  "alerts:own": OWN, // the alerts about documents: crew their own
  "rotations:read": OFFICE,
  "rotations:write": OFFICE,
  "events:read": OWN, // upcoming joins, leaves and expiries: crew their own
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
  "rest-hours:read": OWN, // crew: own, and as master the months served under them (rest-hours/access.ts)
  "rest-hours:write": OWN,
  "rest-hours:sign": OWN, // the seafarer signs; the master aboard or the office countersigns
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
  "wages:accounts": OWN, // a seafarer's monthly account: crew their own, as master their vessel's
  "wages:lines": OWN, // the office; as master, cash advances and bonded stores aboard
  "wages:allotments": OFFICE, // a seafarer's standing allotments
  "wages:portage": OWN, // a vessel's portage bill: the office, or the master aboard
  "wages:close": OFFICE, // close a vessel's month
  "agreements:read": OWN, // a contract's employment agreement
  "agreements:sign": OWN, // the seafarer signs first (their own), then the office for the company
  "agreements:write": OFFICE, // enter a draft's particulars, open a new version
  "company-particulars:read": OFFICE,
  "company-particulars:write": ADMIN, // the shipowner's name, address and standing terms
  "imports:write": OFFICE, // spreadsheets in; each kind also needs its one-record form's permission
  "search:read": OWN, // crew find only their own record and documents
  "crew-effects:write": OWN, // their own declaration, or as master those aboard their vessel
  "port-paperwork:write": OWN, // the working arrangements: the office, or the vessel's master
  "port-paperwork:read": OWN, // crew lists: a crew user only as master of the vessel today
} as const satisfies Record<string, Grants | null>;

export type Permission = keyof typeof PERMISSIONS;
/** A permission with the scope a role holds it on: `documents:read:own`, `documents:read:any`. */
export type ScopedPermission = `${Exclude<Permission, "public">}:${Scope}`;

/** The scope `role` holds `permission` on, or null when it does not hold it ("public": "any" for all). */
export function scopeOf(role: Role | null | undefined, permission: Permission): Scope | null {
  const grants: Grants | null = PERMISSIONS[permission];
  if (grants === null) return "any";
  return (role != null && grants[role]) || null;
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return scopeOf(role, permission) !== null;
}

/** Everything a role holds, written out with its scope (`documents:read:own`). */
export function grantsOf(role: Role): ScopedPermission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).flatMap((p) => {
    const scope = p === "public" ? null : scopeOf(role, p);
    return scope ? [`${p}:${scope}` as ScopedPermission] : [];
  });
}
