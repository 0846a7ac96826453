import { describe, expect, it } from 'vitest';
import { toFormValues, validatePortfolio } from './portfolio-form-values';

const TODAY = '2025-06-01';

describe('validatePortfolio', () => {
  it('needs a title and turns empty optional fields into nothing', () => {
    const empty = validatePortfolio(toFormValues(null), TODAY);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.errors.title).toBe('Title is required');
    const ok = validatePortfolio({ ...toFormValues(null), title: 'Loft conversion', materials: [' Oak ', ''] }, TODAY);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.body).toMatchObject({ title: 'Loft conversion', materials: ['Oak'], category: undefined, completedAt: undefined });
  });

  it('refuses a future completion date, a foreign image and a non-https video', () => {
    const bad = validatePortfolio(
      {
        ...toFormValues(null),
        title: 'x',
        completedAt: '2025-06-02',
        afterImages: ['javascript:alert(1)'],
        videos: ['http://video.example'],
      },
      TODAY,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.completedAt).toBe('Completed date cannot be in the future');
    expect(bad.errors.afterImages).toMatch(/Upload the image first/);
    expect(bad.errors.videos).toBe('Give an https address');
  });
});
