import { describe, expect, it } from 'vitest';
import { editProjectRequestSchema } from './edit-project.types.ts';

const photo = (n: number) => `/uploads/11111111-2222-4333-8444-${String(n).padStart(12, '0')}.png`;
const base = { title: 'Garden wall', description: 'Rebuild it' };
const message = (body: unknown) => editProjectRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('the edit project form', () => {
  it('takes up to 10 photos from the checked upload, each once, and empties blank optional fields', () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(i));
    expect(editProjectRequestSchema.parse({ ...base, budget: ' ', photos: ten })).toMatchObject({ budget: undefined, photos: ten });
    expect(editProjectRequestSchema.parse(base).photos).toEqual([]);
    expect(message({ ...base, photos: [...ten, photo(10)] })).toBe('At most 10 photos');
    expect(message({ ...base, photos: [photo(1), photo(1)] })).toBe('Each photo may be added once');
  });

  it('refuses an address that is not an upload of ours', () => {
    for (const p of ['https://example.com/a.jpg', '/images/a.jpg', '/uploads/a.svg', '/uploads/../x.png', 'javascript:alert(1)'])
      expect(message({ ...base, photos: [p] })).toBe('Upload the photo first');
    expect(message({ ...base, title: ' ' })).toBe('Title is required');
  });
});
