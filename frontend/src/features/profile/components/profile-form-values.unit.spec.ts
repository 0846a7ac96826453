import { describe, expect, it } from 'vitest';
import { toFormValues, validateProfile } from './profile-form-values';

const filled = () => ({ ...toFormValues(null), businessName: 'Ridge & Rafter Roofing', tradeCategories: ['roofer'] });

describe('validateProfile', () => {
  it('asks for a business name and at least one trade', () => {
    const result = validateProfile(toFormValues(null));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.businessName).toBe('Business name is required');
    expect(result.errors.tradeCategories).toBe('Choose at least one trade category');
  });

  it('turns typed numbers into numbers and normalises postcode and website', () => {
    const result = validateProfile({
      ...filled(),
      yearsExperience: '12',
      hourlyRate: '£45.50',
      postcode: 'ls6 2ab',
      website: 'ridge.example.co.uk',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      yearsExperience: 12,
      hourlyRate: 45.5,
      postcode: 'LS6 2AB',
      website: 'https://ridge.example.co.uk',
    });
  });

  it('leaves empty optional fields out and names bad ones', () => {
    const ok = validateProfile(filled());
    expect(ok.ok && ok.body.hourlyRate).toBeUndefined();
    const bad = validateProfile({ ...filled(), yearsExperience: 'ten', hourlyRate: '-5', postcode: 'Leeds', phone: 'call me' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.yearsExperience).toBe('Years of experience must be a number');
    expect(bad.errors.hourlyRate).toBe('Hourly rate cannot be negative');
    expect(bad.errors.postcode).toMatch(/UK postcode/);
    expect(bad.errors.phone).toMatch(/phone number/);
  });

  it('keeps the travel distance, defaulting to the search radius, and bounds it', () => {
    expect(toFormValues(null).serviceRadiusMiles).toBe('25');
    const ok = validateProfile({ ...filled(), serviceRadiusMiles: '40' });
    expect(ok.ok && ok.body.serviceRadiusMiles).toBe(40);
    const bad = validateProfile({ ...filled(), serviceRadiusMiles: '500' });
    expect(!bad.ok && bad.errors.serviceRadiusMiles).toBe('Travel distance is at most 100 miles');
  });
});
