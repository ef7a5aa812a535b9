CREATE TABLE "login_known_addresses" (
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
CREATE TABLE "security_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "security_counters_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE INDEX "security_counters_window_idx" ON "security_counters" USING btree ("window_start");