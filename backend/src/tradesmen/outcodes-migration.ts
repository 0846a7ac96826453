/**
 * Writes backend/migrations/004_uk_outcodes.sql from backend/data/uk-outcodes.csv.
 * The rows live in the migration itself, so start-up reads no files and a fresh database
 * (every integration test file gets one) has the table in one statement.
 * Run after changing the CSV: npx tsx backend/src/tradesmen/outcodes-migration.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTCODES_CSV = path.resolve(here, '../../data/uk-outcodes.csv');
export const OUTCODES_MIGRATION = path.resolve(here, '../../migrations/004_uk_outcodes.sql');

export interface OutcodeRow {
  outcode: string;
  latitude: number;
  longitude: number;
}

export function parseOutcodesCsv(csv: string): OutcodeRow[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  if (header !== 'outcode,latitude,longitude') throw new Error(`Unexpected header: ${header}`);
  return lines.map((line, i) => {
    const [outcode, lat, lng] = line.split(',');
    const row = { outcode: (outcode ?? '').trim().toUpperCase(), latitude: Number(lat), longitude: Number(lng) };
    if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(row.outcode) || !Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) {
      throw new Error(`Bad outcode row ${i + 2}: ${line}`);
    }
    return row;
  });
}

export function outcodesMigrationSql(rows: OutcodeRow[]): string {
  const values = rows.map((r) => `('${r.outcode}',${r.latitude},${r.longitude})`);
  return [
    '-- UK outcode centres for distance search (generated from backend/data/uk-outcodes.csv by',
    '-- backend/src/tradesmen/outcodes-migration.ts; do not edit by hand). Reference data, not a read model.',
    'CREATE TABLE IF NOT EXISTS uk_outcodes (',
    '  outcode   text PRIMARY KEY,',
    '  latitude  double precision NOT NULL,',
    '  longitude double precision NOT NULL',
    ');',
    'INSERT INTO uk_outcodes (outcode, latitude, longitude) VALUES',
    `${values.join(',\n')}`,
    'ON CONFLICT (outcode) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude;',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = parseOutcodesCsv(readFileSync(OUTCODES_CSV, 'utf8'));
  writeFileSync(OUTCODES_MIGRATION, outcodesMigrationSql(rows));
  console.warn(`Wrote ${rows.length} outcodes to ${OUTCODES_MIGRATION}`);
}
