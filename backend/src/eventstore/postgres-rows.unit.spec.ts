import { describe, expect, it, vi } from 'vitest';
import { toRecordedLazily, type EventRow } from './postgres-rows.ts';

const row = (data: string): EventRow & { data: string } => ({
  stream_id: 'conversation-1',
  stream_version: '3',
  type: 'Said',
  schema_version: 1,
  data,
  metadata: { eventId: 'e-1' } as EventRow['metadata'],
  tx: '900',
  global_position: '42',
  recorded_at: new Date('2026-11-27T10:00:00Z'),
});

describe('toRecordedLazily (readAll)', () => {
  it('parses and decodes the payload when data is first read, once', () => {
    const decode = vi.fn((type: string, _v: number, data: unknown) => ({ type, data: { ...(data as object), lifted: true } }));
    const event = toRecordedLazily(decode, row('{"n": 1}'));
    expect(decode).not.toHaveBeenCalled();
    expect(event).toMatchObject({ type: 'Said', streamId: 'conversation-1', streamVersion: 3, position: { tx: 900n, pos: 42n } });
    expect(event.data).toEqual({ n: 1, lifted: true });
    expect(event.data).toBe(event.data);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledWith('Said', 1, { n: 1 });
  });

  it('shows data to spreading, JSON and deep equality like a plain property', () => {
    const event = toRecordedLazily((type, _v, data) => ({ type, data }), row('{"n": 2}'));
    expect({ ...event }.data).toEqual({ n: 2 });
    expect(JSON.parse(JSON.stringify({ ...event, position: null })).data).toEqual({ n: 2 });
    expect(event).toEqual({ ...event, data: { n: 2 } });
  });

  it('throws where a payload that does not fit is read, every time', () => {
    const event = toRecordedLazily(() => {
      throw new Error('does not fit');
    }, row('{"n": 3}'));
    expect(() => event.data).toThrow('does not fit');
    expect(() => event.data).toThrow('does not fit');
  });
});
