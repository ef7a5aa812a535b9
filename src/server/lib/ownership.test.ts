// The ownership helper on the engine under test: each caller's condition run on real documents of two
// crew members, and the single-record check's answers (404 for another member's record, 403 without the
// permission) as the API tests assert them.
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "../../shared/permissions";
import type { Role } from "../../shared/roles";
import type { Database } from "../db/client";
import { documents } from "../db/schema-documents";
import { createCrewMember, createDocument } from "../test/factories";
import { ENGINE, openTestDatabase } from "../test/test-database";
import { AppError } from "./app-error";
import type { Caller } from "./caller";
import {
  assertReach,
  mayReach,
  NO_MEMBER,
  ownedBy,
  ownMember,
  ownOnly,
  requirePermission,
} from "./ownership";

const callerOf = (role: Role, crewMemberId: string | null = null): Caller => ({
  id: `user-${role}`,
  username: role,
  name: role,
  role,
  crewMemberId,
});

/** The status and message a thrown AppError answers with, or "ok". */
function answer(run: () => void): string {
  try {
    run();
    return "ok";
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.statusCode} ${err.message}`;
  }
}

describe(`ownership: own or any (${ENGINE})`, () => {
  let database: Database;
  let mine: string;
  let theirs: string;
  const docs: Record<string, string> = {};
  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    mine = (await createCrewMember(db)).id;
    theirs = (await createCrewMember(db)).id;
    docs.mine = (await createDocument(db, { crewMemberId: mine })).id;
    docs.theirs = (await createDocument(db, { crewMemberId: theirs })).id;
  });
  afterAll(() => database.close());

  /** The ids of the two fixture documents the caller's condition lets through. */
  async function seen(caller: Caller, permission: Permission): Promise<string[]> {
    const rows = await database.db
      .select({ id: documents.id })
      .from(documents)
      .where(
        sql`${documents.id} in (${docs.mine}, ${docs.theirs}) and ${ownedBy(caller, permission, documents.crewMemberId) ?? sql`true`}`,
      )
      .orderBy(asc(documents.id));
    return rows.map((r) => r.id).sort();
  }

  it("narrows a query to nothing more than the caller's scope", async () => {
    const both = [docs.mine, docs.theirs].sort();
    expect(await seen(callerOf("admin"), "documents:read")).toEqual(both);
    expect(await seen(callerOf("office_staff"), "documents:read")).toEqual(both);
    expect(await seen(callerOf("crew", mine), "documents:read")).toEqual([docs.mine]);
    expect(await seen(callerOf("crew", theirs), "documents:read")).toEqual([docs.theirs]);
    // a crew user with no crew record linked: nothing, never everything
    expect(await seen(callerOf("crew", null), "documents:read")).toEqual([]);
    // a permission the caller does not hold: nothing
    expect(await seen(callerOf("crew", mine), "rotations:read")).toEqual([]);
    // "any" for every role (the certificate catalogue): no condition at all
    expect(ownedBy(callerOf("crew", mine), "certificates:read", documents.crewMemberId)).toBeUndefined();
  });

  it("answers a single record as the routes do: 404 outside the scope, 403 without the permission", () => {
    const crew = callerOf("crew", mine);
    expect(answer(() => assertReach(crew, "crew:read", mine))).toBe("ok");
    expect(answer(() => assertReach(crew, "crew:read", theirs))).toBe("404 Crew member not found");
    expect(answer(() => assertReach(crew, "agreements:read", theirs, "Contract"))).toBe(
      "404 Contract not found",
    );
    expect(answer(() => assertReach(callerOf("crew", null), "crew:read", mine))).toBe(
      "404 Crew member not found",
    );
    expect(answer(() => assertReach(callerOf("office_staff"), "crew:read", theirs))).toBe("ok");
    expect(answer(() => assertReach(crew, "rotations:write", mine))).toBe(
      "403 You do not have permission to do this",
    );
    expect(answer(() => requirePermission(callerOf("office_staff"), "rotations:write"))).toBe("ok");
    expect(answer(() => requirePermission(callerOf("office_staff"), "users:manage"))).toBe(
      "403 You do not have permission to do this",
    );
  });

  it("tells own from any, and never widens a caller without the permission to any", () => {
    expect(ownOnly(callerOf("crew", mine), "documents:write")).toBe(true);
    expect(ownOnly(callerOf("office_staff"), "documents:write")).toBe(false);
    expect(ownOnly(callerOf("crew", mine), "rotations:read")).toBe(true);
    expect(mayReach(callerOf("crew", mine), "wages:accounts", mine)).toBe(true);
    expect(mayReach(callerOf("crew", mine), "wages:accounts", theirs)).toBe(false);
    expect(mayReach(callerOf("crew", null), "wages:accounts", null)).toBe(false);
    expect(mayReach(callerOf("admin"), "wages:accounts", theirs)).toBe(true);
    expect(ownMember(callerOf("admin"), "events:read")).toBeNull();
    expect(ownMember(callerOf("crew", mine), "events:read")).toBe(mine);
    expect(ownMember(callerOf("crew", null), "events:read")).toBe(NO_MEMBER);
    expect(ownMember(callerOf("crew", mine), "rotations:read")).toBe(NO_MEMBER);
  });
});
