import { describe, expect, it } from 'vitest';
import { validateProject, type ProjectFormValues } from './project-form-validation';

const empty: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  requiredTrades: [],
  isMultiTrade: false,
};

describe('validateProject', () => {
  it('reports the spec messages beside each field', () => {
    expect(validateProject(empty)).toEqual({
      ok: false,
      errors: { title: 'Title is required', description: 'Description is required', requiredTrades: 'Select at least one trade' },
    });
  });

  it('returns the cleaned command: trimmed text, empty optionals dropped, status open', () => {
    const result = validateProject({ ...empty, title: '  Loft conversion ', description: 'Dormer', requiredTrades: ['Carpenter'] });
    expect(result).toEqual({
      ok: true,
      command: { title: 'Loft conversion', description: 'Dormer', requiredTrades: ['Carpenter'], status: 'open', isMultiTrade: false },
    });
  });
});
