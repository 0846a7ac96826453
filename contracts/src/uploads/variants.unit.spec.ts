import { describe, expect, it } from 'vitest';
import { uploadSrcSet, uploadWidths } from './variants.ts';

const id = '0b7a4c52-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

describe('upload sizes', () => {
  it('keeps the sizes below the original and the original capped at 1600, never upscaled', () => {
    expect(uploadWidths(3000)).toEqual([400, 800, 1600]);
    expect(uploadWidths(1600)).toEqual([400, 800, 1600]);
    expect(uploadWidths(900)).toEqual([400, 800, 900]);
    expect(uploadWidths(800)).toEqual([400, 800]);
    expect(uploadWidths(120)).toEqual([120]);
  });

  it('gives a srcset for a re-encoded upload only', () => {
    expect(uploadSrcSet(`/uploads/${id}-900.webp`)).toBe(
      `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-900.webp 900w`,
    );
    expect(uploadSrcSet(`/uploads/${id}.png`)).toBeUndefined();
    expect(uploadSrcSet('/images/portfolio/rewiring-after.svg')).toBeUndefined();
    expect(uploadSrcSet(`https://example.com/uploads/${id}-900.webp`)).toBeUndefined();
  });
});
