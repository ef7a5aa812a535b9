// Inserts a generated fleet in chunks (Postgres caps a statement at 65,535 parameters).
import type { Db } from "../client";
import { documents } from "../schema-documents";
import { contracts, crewMembers, rotations, vessels } from "../schema-fleet";
import type { Fleet } from "./fleet-generator";

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function insertFleet(db: Db, fleet: Fleet, onProgress?: (what: string, n: number) => void) {
  await inChunks(fleet.vessels, 1000, (c) => db.insert(vessels).values(c));
  onProgress?.("vessels", fleet.vessels.length);
  await inChunks(fleet.crew, 2000, (c) => db.insert(crewMembers).values(c));
  onProgress?.("crew", fleet.crew.length);
  await inChunks(fleet.contracts, 4000, (c) => db.insert(contracts).values(c));
  onProgress?.("contracts", fleet.contracts.length);
  await inChunks(fleet.documents, 5000, (c) => db.insert(documents).values(c));
  onProgress?.("documents", fleet.documents.length);
  await inChunks(fleet.rotations, 4000, (c) => db.insert(rotations).values(c));
  onProgress?.("rotations", fleet.rotations.length);
}
