import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTCODES_CSV, OUTCODES_MIGRATION, outcodesMigrationSql, parseOutcodesCsv } from './outcodes-migration.ts';

describe('uk outcodes migration', () => {
  it('is in step with backend/data/uk-outcodes.csv', () => {
    const rows = parseOutcodesCsv(readFileSync(OUTCODES_CSV, 'utf8'));
    expect(rows.length).toBeGreaterThan(2900);
    expect(readFileSync(OUTCODES_MIGRATION, 'utf8')).toBe(outcodesMigrationSql(rows));
  });
});
