-- The forum's search index of visible posts is a GIN over (category, search), so a search within a
-- category is one index condition (projections/src/forum/tables.ts,
-- docs/decisions/0027-forum-ranked-search.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;
