CREATE TABLE "closed_wage_accounts" (
	"crew_member_id" uuid NOT NULL,
	"month" text NOT NULL,
	"vessel_id" uuid,
	"account" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_wage_accounts_crew_member_id_month_pk" PRIMARY KEY("crew_member_id","month")
);
--> statement-breakpoint
CREATE TABLE "company_particulars" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipowner_name" text NOT NULL,
	"shipowner_address" text NOT NULL,
	"paid_leave" text NOT NULL,
	"notice_days" integer NOT NULL,
	"health_benefits" text NOT NULL,
	"repatriation" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_particulars_singleton" CHECK ("company_particulars"."id" = 1),
	CONSTRAINT "company_particulars_notice" CHECK ("company_particulars"."notice_days" >= 7)
);
--> statement-breakpoint
CREATE TABLE "portage_bill_closes" (
	"vessel_id" uuid NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "portage_bill_closes_vessel_id_month_pk" PRIMARY KEY("vessel_id","month")
);
--> statement-breakpoint
CREATE TABLE "seafarer_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"entered" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"particulars" jsonb,
	"seafarer_signed_at" timestamp with time zone,
	"seafarer_signed_by" uuid,
	"company_signed_at" timestamp with time zone,
	"company_signed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seafarer_agreements_state_known" CHECK ("seafarer_agreements"."state" in ('draft', 'seafarer_signed', 'signed'))
);
--> statement-breakpoint
CREATE TABLE "wage_allotments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"payee" text NOT NULL,
	"bank_details" text NOT NULL,
	"amount" bigint,
	"percent_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_allotments_one_of" CHECK (("wage_allotments"."amount" is null) <> ("wage_allotments"."percent_bp" is null))
);
--> statement-breakpoint
CREATE TABLE "wage_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"month" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"hundredths_of_hour" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_lines_kind_known" CHECK ("wage_lines"."kind" in ('earning', 'deduction')),
	CONSTRAINT "wage_lines_amount_range" CHECK ("wage_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wage_scales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rank" text NOT NULL,
	"vessel_id" uuid,
	"agreement" text,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"components" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_scales_dates_order" CHECK ("wage_scales"."valid_to" is null or "wage_scales"."valid_to" >= "wage_scales"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "wage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_settings_singleton" CHECK ("wage_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "closed_wage_accounts" ADD CONSTRAINT "closed_wage_accounts_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_wage_accounts" ADD CONSTRAINT "closed_wage_accounts_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portage_bill_closes" ADD CONSTRAINT "portage_bill_closes_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seafarer_agreements" ADD CONSTRAINT "seafarer_agreements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_allotments" ADD CONSTRAINT "wage_allotments_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_lines" ADD CONSTRAINT "wage_lines_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_scales" ADD CONSTRAINT "wage_scales_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seafarer_agreements_version_key" ON "seafarer_agreements" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "wage_allotments_member_idx" ON "wage_allotments" USING btree ("crew_member_id");--> statement-breakpoint
CREATE INDEX "wage_lines_member_month_idx" ON "wage_lines" USING btree ("crew_member_id","month");--> statement-breakpoint
CREATE INDEX "wage_scales_rank_idx" ON "wage_scales" USING btree ("rank","valid_from");