// Search from anywhere (GET /api/search): seafarers by name or by their passport / CDC number, vessels by
// name or IMO number, current documents by number, crew changes by port or UN/LOCODE. Each kind is one
// statement narrowed to what the caller may see: a crew user finds only their own record and documents
// (crew_list's visibleTo), vessels and crew changes only for the roles that may read them. Every match is
// ILIKE '%term%', written as LIKE on a lower-cased copy the trigram indexes cover (a seafarer's name,
// crew_name_trgm_idx; a document number, documents_number_trgm_idx);
// vessels and crew changes are small tables. Prefix matches come first, then by name. Each kind is sorted
// and cut to the limit before anything is joined to it: a seafarer's vessel (the aboard rule, a subquery a
// row) and a document's holder and type are read for the rows shown, not for every match.
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatDisplayDate } from "../../../shared/dates";
import { can } from "../../../shared/permissions";
import type { TSearchResult, ZSearchQuery } from "../../../shared/search";
import { queryRows } from "../../db/rows";
import type { RequestCtx } from "../../lib/request-ctx";
import { likePattern, lowerLike } from "../../lib/search";
import { visibleTo } from "../crew/list-filters";
import { aboardVesselSql } from "../manning/tours";

type Query = z.output<typeof ZSearchQuery>;
type Row = Record<string, string | null>;

/** The identity documents a seafarer is found by. */
const IDENTITY_TYPES = ["passport", "cdc"];

const prefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

async function findCrew(ctx: RequestCtx, q: string, limit: number): Promise<TSearchResult[]> {
  const p = likePattern(q);
  const own = visibleTo(ctx.caller);
  const scope: SQL = own ? sql`and ${own}` : sql``;
  const types = sql.join(
    IDENTITY_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    ctx.db,
    sql`with hits as (
        select c.id, c.first_name, c.last_name, c.name_lower, c.rank, null::text as number from crew_members c
          where ${lowerLike(sql`c.name_lower`, p)} ${scope}
        union all
        select c.id, c.first_name, c.last_name, c.name_lower, c.rank, d.document_number from documents d
          join crew_members c on c.id = d.crew_member_id
          where ${lowerLike(sql`d.number_lower`, p)} and d.type in (${types}) and d.superseded_by_id is null ${scope}
      ), page as (
        select id, first_name, last_name, rank, max(number) as number,
               ${lowerLike(sql`name_lower`, prefix(q))} as starts
          from hits group by id, first_name, last_name, name_lower, rank
          order by starts desc, last_name, first_name, id limit ${limit}
      )
      select p.id, p.first_name || ' ' || p.last_name as title, p.rank, v.name as vessel, p.number
      from page p left join vessels v on v.id = ${aboardVesselSql(sql`p.id`, ctx.today)}
      order by p.starts desc, p.last_name, p.first_name, p.id`,
    "search_crew",
  );
  const crewScreen = can(ctx.caller.role, "crew:list");
  return rows.map((r) => ({
    kind: "crew",
    id: r.id as string,
    title: r.title as string,
    subtitle: join([r.rank, r.vessel ?? "Ashore", r.number ? `No. ${r.number}` : null]),
    url: crewScreen ? `/crew?highlight=${r.id}` : "/dashboard",
  }));
}

async function findVessels(ctx: RequestCtx, q: string, limit: number): Promise<TSearchResult[]> {
  if (!can(ctx.caller.role, "vessels:read")) return [];
  const p = likePattern(q);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select v.id, v.name, v.imo_number, v.type, v.flag from vessels v
      where v.name ilike ${p} or v.imo_number ilike ${p}
      order by v.name ilike ${prefix(q)} desc, v.name, v.id limit ${limit}`,
    "search_vessels",
  );
  return rows.map((r) => ({
    kind: "vessel",
    id: r.id as string,
    title: r.name as string,
    subtitle: join([r.imo_number ? `IMO ${r.imo_number}` : null, r.type, r.flag]),
    url: `/dashboard?vessel=${r.id}`,
  }));
}

async function findDocuments(ctx: RequestCtx, q: string, limit: number): Promise<TSearchResult[]> {
  const p = likePattern(q);
  const own = visibleTo(ctx.caller, sql`d.crew_member_id`);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select d.id, d.document_number, d.crew_member_id, d.expiry_date::text as expiry,
        coalesce(t.name, d.type) as type_name, c.first_name || ' ' || c.last_name as crew_name
      from (select d.id, d.document_number, d.crew_member_id, d.expiry_date, d.type,
                   ${lowerLike(sql`d.number_lower`, prefix(q))} as starts
              from documents d
             where ${lowerLike(sql`d.number_lower`, p)} and d.superseded_by_id is null ${own ? sql`and ${own}` : sql``}
             order by starts desc, d.document_number, d.id limit ${limit}) d
      join crew_members c on c.id = d.crew_member_id
      left join certificate_types t on t.code = d.type
      order by d.starts desc, d.document_number, d.id`,
    "search_documents",
  );
  return rows.map((r) => ({
    kind: "document",
    id: r.id as string,
    title: r.document_number as string,
    subtitle: join([r.type_name, r.crew_name, `expires ${formatDisplayDate(r.expiry)}`]),
    url: `/documents?crew=${r.crew_member_id}&q=${encodeURIComponent(r.document_number as string)}`,
  }));
}

async function findCrewChanges(ctx: RequestCtx, q: string, limit: number): Promise<TSearchResult[]> {
  if (!can(ctx.caller.role, "crew-changes:read")) return [];
  const p = likePattern(q);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select x.id, x.port, x.port_locode, x.date::text as date, x.status, x.vessel_id, v.name as vessel
      from crew_changes x join vessels v on v.id = x.vessel_id
      where x.port ilike ${p} or x.port_locode ilike ${p}
      order by x.date desc, x.id limit ${limit}`,
    "search_crew_changes",
  );
  return rows.map((r) => ({
    kind: "crew-change",
    id: r.id as string,
    title: r.port_locode ? `${r.port} (${r.port_locode})` : (r.port as string),
    subtitle: join([r.vessel, formatDisplayDate(r.date), r.status]),
    url: `/planning?vesselId=${r.vessel_id}`,
  }));
}

/** Every kind the caller may see, grouped in the palette's order, at most `limit` of each. */
export async function search(ctx: RequestCtx, query: Query): Promise<{ results: TSearchResult[] }> {
  const { q, limit } = query;
  const groups = await Promise.all([
    findCrew(ctx, q, limit),
    findVessels(ctx, q, limit),
    findDocuments(ctx, q, limit),
    findCrewChanges(ctx, q, limit),
  ]);
  return { results: groups.flat() };
}
