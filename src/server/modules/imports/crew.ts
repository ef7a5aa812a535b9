// The crew list import: one row a seafarer with, optionally, their active contract. A row is checked by
// the crew form's schema (ZCrewCreateRequest); the new seafarers are added together by the crew service's
// insertCrewMembers, a known one (seafarers.ts) has the fields the row gives changed, their contract through
// saveMemberContract, as the crew edit does. An empty cell leaves the recorded value as it is. The
// import records where seafarers are: a vessel given is their current vessel without the assignment's
// eligibility check (the summary counts the certificates they lack instead).
import { eq } from "drizzle-orm";
import {
  CREW_EMAIL_TAKEN_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  NEW_CONTRACT_DATES_MESSAGE,
  type TCrewCreateRequest,
  ZCrewCreateRequest,
} from "../../../shared/crew";
import type { DateOrder } from "../../../shared/import-match";
import type { DbTx } from "../../db/client";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";
import { saveMemberContract } from "../contracts/service";
import { insertCrewMembers } from "../crew/service";
import { catalogueIn, loadFleet, rankIn, vesselIn } from "./catalogues";
import { checkEach, type Plan, type RowIn, RowReader, type RowsDone, SeenInFile } from "./rows";
import { findSeafarer, loadSeafarers, nameKey, passportKey } from "./seafarers";

const logCrew = recordLog("crew", "crew_member");
/** New seafarers written together: insertCrewMembers' own chunk of rows a statement. */
const CREATE_CHUNK = 1000;

const STATUS_SPELLINGS = [
  ["active", "active"],
  ["inactive", "inactive"],
  ["onLeave", "onLeave"],
  ["on leave", "onLeave"],
] as const;

type Member = typeof crewMembers.$inferSelect;
type MemberChange = Partial<
  Pick<
    Member,
    | "firstName"
    | "lastName"
    | "nationality"
    | "dateOfBirth"
    | "rank"
    | "status"
    | "phoneNumber"
    | "email"
    | "currentVesselId"
  >
>;
type ContractChange = {
  contractStartDate?: string;
  contractEndDate?: string;
  contractSalary?: number;
  contractCurrency?: string;
};

async function activeContracts(ctx: RequestCtx) {
  const rows = await ctx.db
    .select({
      crewMemberId: contracts.crewMemberId,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      salary: contracts.salary,
      currency: contracts.currency,
    })
    .from(contracts)
    .where(eq(contracts.status, "active"))
    .orderBy(contracts.endDate);
  // the latest active contract, as saveMemberContract changes it
  return new Map(rows.map((r) => [r.crewMemberId, r]));
}

export async function planCrew(
  ctx: RequestCtx,
  rows: RowIn[],
  dateOrder: DateOrder,
  checked?: RowsDone,
): Promise<Plan> {
  const [seafarers, fleet, active] = await Promise.all([
    loadSeafarers(ctx.db),
    loadFleet(ctx.db),
    activeContracts(ctx),
  ]);
  const seen = new SeenInFile();
  const emails = new SeenInFile();
  const touched = new Set<string>();
  const creates: TCrewCreateRequest[] = [];
  const caller = ctx.caller;
  const checkRow = ({ row, cells }: RowIn) => {
    const r = new RowReader(row, cells, dateOrder);
    const status = catalogueIn(r, "status", "status", STATUS_SPELLINGS);
    const vessel = vesselIn(r, "vessel", fleet);
    const input = {
      firstName: r.text("firstName"),
      lastName: r.text("lastName"),
      nationality: r.text("nationality"),
      dateOfBirth: r.date("dateOfBirth", "Date of birth"),
      rank: rankIn(r, "rank"),
      phoneNumber: r.text("phoneNumber"),
      email: r.text("email"),
      status,
      currentVesselId: vessel?.id,
      contractStartDate: r.date("contractStartDate", "Contract start"),
      contractEndDate: r.date("contractEndDate", "Contract end"),
      contractSalary: r.number("contractSalary", "Salary"),
      contractCurrency: r.text("contractCurrency"),
    };
    const passport = r.text("passportNumber");
    const parsed = ZCrewCreateRequest.safeParse(input);
    if (!parsed.success) r.schemaErrors(parsed.error, (p) => (p === "currentVesselId" ? "vessel" : p));
    if (input.dateOfBirth && input.dateOfBirth > ctx.today)
      r.error("dateOfBirth", DATE_OF_BIRTH_FUTURE_MESSAGE);
    if (!!input.contractStartDate !== !!input.contractEndDate)
      r.error(input.contractStartDate ? "contractEndDate" : "contractStartDate", NEW_CONTRACT_DATES_MESSAGE);
    const first = input.firstName ?? "";
    const last = input.lastName ?? "";
    const dob = input.dateOfBirth ?? "";
    seen.check(
      r,
      first && last && dob ? nameKey(first, last, dob) : null,
      "lastName",
      "seafarer (name and date of birth)",
    );
    seen.check(r, passport ? `p:${passportKey(passport)}` : null, "passportNumber", "passport number");
    const id = findSeafarer(r, seafarers, { passport, first, last, dob });
    const email = input.email?.toLowerCase();
    emails.check(r, email ?? null, "email", "e-mail address");
    if (email && seafarers.byEmail.has(email) && seafarers.byEmail.get(email) !== id)
      r.error("email", CREW_EMAIL_TAKEN_MESSAGE);
    if (r.errors.length || !parsed.success) return r.planned("create");
    const data = parsed.data;
    if (!id) {
      // written together after the rows (insertCrewMembers): one multi-row statement a chunk
      creates.push(data);
      return r.planned("create");
    }
    const existing = seafarers.byId.get(id) as Member;
    const member: MemberChange = {};
    const want: MemberChange = {
      firstName: data.firstName,
      lastName: data.lastName,
      nationality: data.nationality,
      dateOfBirth: data.dateOfBirth,
      rank: data.rank,
      ...(input.status ? { status: data.status } : {}),
      ...(input.phoneNumber ? { phoneNumber: data.phoneNumber } : {}),
      ...(input.email ? { email: data.email } : {}),
      ...(vessel ? { currentVesselId: vessel.id } : {}),
    };
    for (const [k, v] of Object.entries(want) as [keyof MemberChange, string][])
      if (v !== undefined && existing[k] !== v) Object.assign(member, { [k]: v });
    const contract = active.get(id);
    const pay: ContractChange = {};
    if (data.contractStartDate && data.contractStartDate !== contract?.startDate)
      pay.contractStartDate = data.contractStartDate;
    if (data.contractEndDate && data.contractEndDate !== contract?.endDate)
      pay.contractEndDate = data.contractEndDate;
    if (data.contractSalary !== undefined && data.contractSalary !== Number(contract?.salary))
      pay.contractSalary = data.contractSalary;
    if (data.contractCurrency && data.contractCurrency !== contract?.currency)
      pay.contractCurrency = data.contractCurrency;
    if (!contract && Object.keys(pay).length && !(pay.contractStartDate && pay.contractEndDate)) {
      r.error("contractStartDate", NEW_CONTRACT_DATES_MESSAGE);
      return r.planned("update");
    }
    if (contract && (pay.contractStartDate || pay.contractEndDate)) {
      // the contract keeps the dates the row leaves out: give saveMemberContract both
      pay.contractStartDate = data.contractStartDate ?? contract.startDate;
      pay.contractEndDate = data.contractEndDate ?? contract.endDate;
    }
    if (!Object.keys(member).length && !Object.keys(pay).length) {
      touched.add(id);
      return r.planned("unchanged");
    }
    return r.planned("update", async (tx) => {
      await updateFromRow(tx, caller, existing, member, pay);
      touched.add(id);
    });
  };
  const planned = await checkEach(rows, checkRow, checked);
  // a chunk at a time (each chunk's statements multi-row), so the import can tell how far it has come
  const finish = async (tx: DbTx, written: RowsDone) => {
    for (let i = 0; i < creates.length; i += CREATE_CHUNK) {
      const chunk = creates.slice(i, i + CREATE_CHUNK);
      for (const id of await insertCrewMembers(tx, caller, chunk)) touched.add(id);
      await written(i + chunk.length);
    }
  };
  return { rows: planned, finish, touched };
}

async function updateFromRow(
  tx: Parameters<typeof saveMemberContract>[0],
  caller: Caller,
  existing: Member,
  member: MemberChange,
  pay: ContractChange,
) {
  const name = `${member.firstName ?? existing.firstName} ${member.lastName ?? existing.lastName}`;
  if (Object.keys(member).length)
    await tx
      .update(crewMembers)
      .set({ ...member, updatedAt: new Date() })
      .where(eq(crewMembers.id, existing.id));
  await logCrew(tx, caller, "update", existing.id, {
    description: `Crew member ${name} updated by an import`,
    severity: "success",
    metadata: { changed: [...Object.keys(member), ...Object.keys(pay)], import: true },
  });
  await saveMemberContract(tx, caller, existing.id, pay, name);
}
