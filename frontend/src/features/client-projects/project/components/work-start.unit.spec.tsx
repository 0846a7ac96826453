import { describe, expect, it } from 'vitest';
import { workStartText } from './work-start';

describe('workStartText', () => {
  it('says when the work starts ahead of the day and that it started from the day on', () => {
    expect(workStartText('2026-12-07', '2026-11-27')).toMatch(/^Work starts .*2026$/);
    expect(workStartText('2026-11-27', '2026-11-27')).toMatch(/^Work started /);
    expect(workStartText('2026-11-01', '2026-11-27')).toMatch(/^Work started /);
  });
});
