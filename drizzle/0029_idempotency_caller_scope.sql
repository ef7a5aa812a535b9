ALTER TABLE "idempotency_keys" ADD COLUMN "caller_scope" text;
