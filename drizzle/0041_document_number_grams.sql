-- A document number's characters and pairs of characters (the lower-cased number in, distinct grams
-- out): a number LIKE '%term%' holds every character and pair of the term, so containment is a necessary
-- condition that a GIN index answers for terms of one or two characters, which have no trigram.
CREATE OR REPLACE FUNCTION document_number_grams(s text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(s, i, 1) FROM generate_series(1, length(s)) i
    UNION ALL SELECT substr(s, i, 2) FROM generate_series(1, length(s) - 1) i
  ) t(g)
$$;--> statement-breakpoint
CREATE INDEX "documents_number_grams_idx" ON "documents" USING gin (document_number_grams("number_lower"));
