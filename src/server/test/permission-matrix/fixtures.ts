// Real records for the permission matrix: the crew user's own member ("own") and another member ("other"),
// each with a document (with a stored file, expiring soon so it shows in alerts and events), a contract
// and a rotation on one vessel. Mutating rows ask for fresh records here, so no request changes what a
// later row reads.
import type { InjectOptions } from "fastify";
import { addDays } from "../../../shared/dates";
import type { Caller } from "../../lib/caller";
import { ctxFor } from "../../lib/request-ctx";
import { createSession, hashToken } from "../../lib/sessions";
import { createUploadSlot } from "../../modules/files/service";
import { createUser } from "../../modules/users/service";
import * as factories from "../factories";
import { PNG } from "../files";
import { TEST_PASSWORD, type TestContext, type TestRole } from "../helpers";

export const CALLERS = ["anonymous", "crewOwn", "crewOther", "office", "admin"] as const;
export type CallerName = (typeof CALLERS)[number];

/** Who sends a request, and whose records it is about. */
export interface Target {
  caller: CallerName;
  role: TestRole | null;
  /** The caller's user id (null when anonymous). */
  userId: string | null;
  /** "own" only for crewOwn: the crew user's member; everyone else addresses the other member. */
  member: "own" | "other";
}

/** An inject request; `token` replaces the caller's cached token (for rows that end a session). */
export type MatrixRequest = InjectOptions & { token?: string | null };

export interface MemberRecords {
  memberId: string;
  documentId: string;
  contractId: string;
  rotationId: string;
}

let seq = 0;
const uniq = () => `${process.pid}${++seq}`;

export async function buildMatrixFixtures(ctx: TestContext) {
  const { db } = ctx;
  const today = ctx.app.today();
  const vessel = await factories.createVessel(db, { name: "MV Matrix" });
  const other = await factories.createCrewMember(db, {
    firstName: "Otto",
    lastName: "Otherton",
    email: "otto@ship.test",
    currentVesselId: vessel.id,
  });

  /** A document with a file, sent through the upload API as office staff (the real path). */
  const documentWithFile = async (crewMemberId: string) => {
    const slot = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/upload",
      payload: { filename: "scan.png", fileType: "image/png" },
    });
    const put = await ctx.as("office_staff", {
      method: "PUT",
      url: slot.json().uploadURL,
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    if (put.statusCode !== 200) throw new Error(`fixture upload failed: ${put.body}`);
    const doc = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId,
        type: "medical",
        documentNumber: `MX-${uniq()}`,
        issueDate: addDays(today, -300),
        expiryDate: addDays(today, 10),
        issuingAuthority: "Port Clinic",
        filePath: slot.json().filePath,
      },
    });
    if (doc.statusCode !== 201) throw new Error(`fixture document failed: ${doc.body}`);
    return doc.json().id as string;
  };

  const records = async (memberId: string): Promise<MemberRecords> => ({
    memberId,
    documentId: await documentWithFile(memberId),
    contractId: (
      await factories.createContract(db, {
        crewMemberId: memberId,
        vesselId: vessel.id,
        startDate: addDays(today, -100),
        endDate: addDays(today, 20),
      })
    ).id,
    rotationId: (
      await factories.createRotation(db, {
        crewMemberId: memberId,
        vesselId: vessel.id,
        joinDate: addDays(today, 5),
        leaveDate: addDays(today, 60), // ends before newRotation's: one seafarer, one tour at a time
      })
    ).id,
  });

  const own = await records(ctx.crewMemberId);
  const others = await records(other.id);
  const memberOf = (t: Target) => (t.member === "own" ? own.memberId : others.memberId);
  let rotationDay = 0;

  return {
    ctx,
    today,
    vesselId: vessel.id,
    own,
    other: others,
    memberOf,
    recordsOf: (t: Target) => (t.member === "own" ? own : others),
    /** Strings that must never appear in an answer to the crew user: the other member's identity. */
    otherMemberMarkers: [other.id, others.documentId, others.contractId, others.rotationId, "Otherton"],
    newVessel: async () => (await factories.createVessel(db)).id,
    newMember: async () => (await factories.createCrewMember(db)).id,
    newDocument: async (t: Target) => (await factories.createDocument(db, { crewMemberId: memberOf(t) })).id,
    newContract: async (t: Target) =>
      (await factories.createContract(db, { crewMemberId: memberOf(t), vesselId: vessel.id })).id,
    /** Rotations 40 days apart, a year out, so an edit never overlaps another one. */
    newRotation: async (t: Target) => {
      rotationDay += 40;
      const joinDate = addDays(today, 400 + rotationDay);
      return (
        await factories.createRotation(db, {
          crewMemberId: memberOf(t),
          vesselId: vessel.id,
          joinDate,
          leaveDate: addDays(joinDate, 20),
        })
      ).id;
    },
    newUser: async () =>
      (
        await createUser(db, {
          username: `matrix.${uniq()}`,
          password: TEST_PASSWORD,
          role: "office_staff",
          name: "Matrix Temp",
          email: `temp${uniq()}@test.local`,
        })
      ).id,
    /** The id (hash) of a fresh session of a throwaway user. */
    newSessionId: async () => {
      const user = await createUser(db, {
        username: `sess.${uniq()}`,
        password: TEST_PASSWORD,
        role: "office_staff",
        name: "Session Temp",
        email: `sess${uniq()}@test.local`,
      });
      return hashToken(await createSession(db, user.id, { idleMinutes: 60, absoluteHours: 1 }, {}));
    },
    /** An open upload slot of `userId` (the caller's own, or office staff's for the crew "other" case). */
    uploadSlot: async (userId: string) =>
      (
        await createUploadSlot(ctxFor(ctx.app, { id: userId } as Caller), {
          filename: "a.png",
          fileType: "image/png",
        })
      ).filePath,
    /** A session of its own for rows that end the session they are sent with. */
    freshToken: async (role: TestRole) => {
      const username = { admin: "admin", office_staff: "office", crew: "crew" }[role];
      const res = await ctx.as(null, {
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: TEST_PASSWORD },
      });
      return res.json().token as string;
    },
    uniq,
  };
}

export type MatrixFixtures = Awaited<ReturnType<typeof buildMatrixFixtures>>;
