import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTCODES_CSV, OUTCODES_MIGRATION, outcodesMigrationSql, parseOutcodesCsv } from './outcodes-migration.ts';
import { prefixTsQuery } from '@tradeguild/projections/tradesmen/search-query';

describe('uk outcodes migration', () => {
  it('is in step with backend/data/uk-outcodes.csv', () => {
    const rows = parseOutcodesCsv(readFileSync(OUTCODES_CSV, 'utf8'));
    expect(rows.length).toBeGreaterThan(2900);
    expect(readFileSync(OUTCODES_MIGRATION, 'utf8')).toBe(outcodesMigrationSql(rows));
  });
});

describe('prefixTsQuery', () => {
  it('keeps words only, each as a prefix, all required', () => {
    expect(prefixTsQuery("O'Brien & Sons: kitchens!")).toBe('o:* & brien:* & sons:* & kitchens:*');
    expect(prefixTsQuery(' !!! ')).toBeNull();
  });
});
