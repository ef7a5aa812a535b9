// Column helpers and the Postgres enums every table file of the schema uses (schema.ts, schema-fleet.ts,
// schema-documents.ts). Dates without time are `date` columns read as "yyyy-MM-dd".
import { customType, date, pgEnum, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  CONTRACT_STATUSES,
  CREW_STATUSES,
  EMAIL_STATUSES,
  ROTATION_STATUSES,
  ROTATION_TYPES,
  VESSEL_STATUSES,
} from "../../shared/options";
import { ROLES } from "../../shared/roles";

export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const day = (name: string) => date(name, { mode: "string" });
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();

export const roleEnum = pgEnum("user_role", ROLES);
export const vesselStatusEnum = pgEnum("vessel_status", VESSEL_STATUSES);
export const crewStatusEnum = pgEnum("crew_status", CREW_STATUSES);
export const contractStatusEnum = pgEnum("contract_status", CONTRACT_STATUSES);
export const rotationTypeEnum = pgEnum("rotation_type", ROTATION_TYPES);
export const rotationStatusEnum = pgEnum("rotation_status", ROTATION_STATUSES);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);
