import { describe, expect, it } from 'vitest';
import { postProjectRequestSchema } from './post-project.types.ts';

const valid = { title: 'New kitchen', description: 'Fit a new kitchen', requiredTrades: ['Carpenter'] };

/** The messages the form would show, by field. */
function problems(input: unknown): Record<string, string> {
  const result = postProjectRequestSchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('PostProject request', () => {
  it('accepts the minimal form and fills the defaults', () => {
    expect(postProjectRequestSchema.parse(valid)).toEqual({ ...valid, status: 'open', isMultiTrade: false, photos: [] });
  });

  it('requires a title and a description, with the form messages', () => {
    expect(problems({ requiredTrades: ['Plumber'] })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
    expect(problems({ ...valid, title: '   ', description: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it('needs at least one trade', () => {
    expect(problems({ ...valid, requiredTrades: [] })).toEqual({ requiredTrades: 'Select at least one trade' });
    expect(problems({ title: 'x', description: 'y' })).toEqual({ requiredTrades: 'Select at least one trade' });
  });

  it('refuses an unknown trade or a listed-twice trade', () => {
    expect(Object.keys(problems({ ...valid, requiredTrades: ['Astronaut'] }))).toEqual(['requiredTrades.0']);
    expect(problems({ ...valid, requiredTrades: ['Plumber', 'Plumber'] })).toEqual({ requiredTrades: 'Each trade may be listed once' });
  });

  it('refuses an unknown projectType or category', () => {
    expect(Object.keys(problems({ ...valid, projectType: 'castle' }))).toEqual(['projectType']);
    expect(Object.keys(problems({ ...valid, category: 'astronaut' }))).toEqual(['category']);
  });

  it('treats the empty strings of an untouched form as "not given"', () => {
    const parsed = postProjectRequestSchema.parse({
      ...valid,
      category: '',
      projectType: '',
      location: '   ',
      budget: '',
      timeline: '',
    });
    expect(parsed).toEqual({ ...valid, status: 'open', isMultiTrade: false, photos: [] });
    expect(parsed).not.toHaveProperty('projectType', '');
  });

  it('keeps and trims the optional fields that are filled in', () => {
    const parsed = postProjectRequestSchema.parse({
      ...valid,
      title: '  New kitchen  ',
      category: 'carpenter',
      projectType: 'new_build',
      location: ' Leeds ',
      budget: '£5,000',
      timeline: '3 months',
      isMultiTrade: true,
    });
    expect(parsed).toMatchObject({
      title: 'New kitchen',
      category: 'carpenter',
      projectType: 'new_build',
      location: 'Leeds',
      isMultiTrade: true,
    });
  });

  it('only lets a new project be open', () => {
    expect(postProjectRequestSchema.parse({ ...valid, status: 'open' }).status).toBe('open');
    expect(Object.keys(problems({ ...valid, status: 'completed' }))).toEqual(['status']);
  });

  it('accepts a UUID commandId and refuses anything else', () => {
    const commandId = '0b9f8a34-6d57-4c41-8f1e-5a2b3c4d5e6f';
    expect(postProjectRequestSchema.parse({ ...valid, commandId }).commandId).toBe(commandId);
    expect(Object.keys(problems({ ...valid, commandId: 'retry-1' }))).toEqual(['commandId']);
  });

  it('caps the title at 200 characters', () => {
    expect(problems({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: 'Must be at most 200 characters' });
  });
});
