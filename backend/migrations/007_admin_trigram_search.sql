-- The admin dashboard's tabs search substrings case-insensitively over up to 100,000 rows; trigram
-- GIN indexes (projections/src/admin/tables.ts) keep ILIKE '%text%' an index scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
