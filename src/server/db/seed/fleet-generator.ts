// Generates a consistent fleet (vessels, crew, contracts, documents, rotations) relative to "today".
// The demo seed uses it small with varied expiries; the large seed uses it for benchmark volumes.
import { randomUUID } from "node:crypto";
import { addDays } from "../../../shared/dates";
import { makeImo } from "../../../shared/imo";
import type { ManningPosition } from "../../../shared/manning";
import { FLAG_STATES, VESSEL_TYPES } from "../../../shared/options";
import { RANK_NAMES } from "../../../shared/ranks";
import type { documents } from "../schema-documents";
import type { contracts, crewMembers, rotations, vessels } from "../schema-fleet";
import { certificateSet } from "./certificate-sets";
import { FIRST_NAMES, LAST_NAMES, NATIONALITIES, type Rng } from "./random";

export interface FleetSize {
  vessels: number;
  crew: number;
  rotations: number;
  vesselNames?: readonly string[];
  /** The demo: every vessel in service crewed to these positions (its Safe Manning Document), the rest of
   * the crew ashore, and the rotations planned joins of crew ashore (none in the past, none to a ship the
   * seafarer is already on). Absent (the large set): crew spread over the vessels at random. */
  manning?: readonly ManningPosition[];
}

export interface Fleet {
  vessels: (typeof vessels.$inferInsert)[];
  crew: (typeof crewMembers.$inferInsert)[];
  contracts: (typeof contracts.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  rotations: (typeof rotations.$inferInsert)[];
}

const RELATIONSHIPS = ["Spouse", "Parent", "Sibling", "Child", "Friend"] as const;

export function generateFleet(r: Rng, size: FleetSize, today: string): Fleet {
  const statuses = [
    "active",
    "active",
    "active",
    "active",
    "in-port",
    "maintenance",
    "active",
    "inactive",
  ] as const;
  const fleetVessels = Array.from({ length: size.vessels }, (_, i) => {
    const status = statuses[i % statuses.length];
    return {
      id: randomUUID(),
      name: size.vesselNames?.[i] ?? `MV Fleet ${String(i + 1).padStart(4, "0")}`,
      type: VESSEL_TYPES[i % (VESSEL_TYPES.length - 1)],
      flag: FLAG_STATES[(i * 3) % (FLAG_STATES.length - 1)],
      imoNumber: makeImo(912_000 + i * 7),
      status,
      crewCapacity: r.pick([18, 20, 22, 24, 25, 30]),
      nextCrewChange: addDays(today, r.int(3, 60)),
      maintenanceUntil: status === "maintenance" ? addDays(today, r.int(5, 25)) : null,
    };
  });
  const assignable = fleetVessels.filter((v) => v.status !== "inactive");
  const seats = new Map(fleetVessels.map((v) => [v.id, 0]));
  const manning = size.manning;
  const slots = manning
    ? assignable.flatMap((v) =>
        manning.flatMap((p) => Array.from({ length: p.count }, () => ({ v, rank: p.rank }))),
      )
    : [];
  /** The demo's crew ashore: the vessel each is planned to join. */
  const planned = new Map<string, (typeof fleetVessels)[number]>();
  const fleet: Fleet = { vessels: fleetVessels, crew: [], contracts: [], documents: [], rotations: [] };

  for (let i = 0; i < size.crew; i++) {
    const id = randomUUID();
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    let vessel: (typeof fleetVessels)[number] | undefined;
    let rank: string;
    let status: "active" | "onLeave" | "inactive";
    if (manning) {
      const slot = slots[i];
      vessel = slot?.v;
      rank = slot?.rank ?? r.pick(RANK_NAMES.slice(1));
      status = slot || r.chance(0.8) ? "active" : "onLeave";
      if (!slot && status === "active" && planned.size < size.rotations)
        planned.set(id, assignable[i % assignable.length]);
    } else {
      vessel = r.chance(0.85) ? assignable[i % assignable.length] : undefined;
      if (vessel && (seats.get(vessel.id) ?? 0) >= (vessel.crewCapacity ?? 20)) vessel = undefined;
      const seat = vessel ? (seats.get(vessel.id) ?? 0) : -1;
      if (vessel) seats.set(vessel.id, seat + 1);
      rank = seat === 0 ? "Captain" : r.pick(RANK_NAMES.slice(1));
      status = r.chance(0.92) ? "active" : r.chance(0.5) ? "onLeave" : "inactive";
    }
    fleet.crew.push({
      id,
      firstName,
      lastName,
      nationality: r.pick(NATIONALITIES),
      dateOfBirth: addDays("1965-01-01", r.int(0, 13_000)),
      rank,
      phoneNumber: r.chance(0.85) ? `+${r.int(30, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}` : null,
      email: `${firstName}.${lastName}.${i + 1}@crew.example`.toLowerCase(),
      emergencyContact: r.chance(0.8)
        ? {
            name: `${r.pick(FIRST_NAMES)} ${lastName}`,
            relationship: r.pick(RELATIONSHIPS),
            phone: `+${r.int(30, 99)} ${r.int(100000, 999999)}`,
            email: null,
          }
        : null,
      currentVesselId: vessel?.id ?? null,
      status,
    });
    if (manning && vessel) {
      // aboard under a running contract: signed on within the last months, ending after today
      const startDate = addDays(today, -r.int(10, 150));
      fleet.contracts.push({
        crewMemberId: id,
        vesselId: vessel.id,
        startDate,
        endDate: addDays(today, r.int(30, 180)),
        durationDays: null,
        salary: String(r.int(18, 120) * 100),
        currency: "USD",
        status: "active",
      });
    } else if (status !== "inactive" && r.chance(0.9)) {
      const startDate = addDays(today, -r.int(10, 200));
      fleet.contracts.push({
        crewMemberId: id,
        vesselId: vessel?.id ?? null,
        startDate,
        endDate: addDays(startDate, r.int(120, 270)),
        durationDays: null,
        salary: String(r.int(18, 120) * 100),
        currency: "USD",
        status: "active",
      });
    }
    const ship = vessel ?? planned.get(id) ?? { type: r.pick(VESSEL_TYPES), flag: r.pick(FLAG_STATES) };
    for (const cert of certificateSet(r, rank, ship, today))
      fleet.documents.push({ crewMemberId: id, ...cert });
  }

  if (manning) {
    // planned joins of crew ashore, from the next days on (reliefs and extra hands; none in the past)
    for (const [crewMemberId, v] of planned) {
      const joinDate = addDays(today, r.int(5, 50));
      fleet.rotations.push({
        crewMemberId,
        vesselId: v.id,
        joinDate,
        leaveDate: addDays(joinDate, r.int(90, 180)),
        rotationType: "join",
        status: "scheduled",
        notes: r.chance(0.3) ? "Crew change at next port call" : null,
      });
    }
    return fleet;
  }
  const crewForRotations = fleet.crew.slice(0, size.rotations);
  const monthStart = `${today.slice(0, 7)}-01`;
  for (const member of crewForRotations) {
    const picked = r.pick(assignable);
    const joinDate = addDays(monthStart, r.int(0, 58));
    fleet.rotations.push({
      crewMemberId: member.id as string,
      // a seafarer assigned to a vessel rotates on it (never aboard two ships at once); the pick is still
      // drawn so the rest of the generated fleet stays the same
      vesselId: member.currentVesselId ?? picked.id,
      joinDate,
      leaveDate: r.chance(0.7) ? addDays(joinDate, r.int(60, 180)) : null,
      rotationType: r.pick(["join", "join", "rotation", "leave"] as const),
      status: "scheduled",
      notes: r.chance(0.3) ? "Crew change at next port call" : null,
    });
  }
  return fleet;
}
