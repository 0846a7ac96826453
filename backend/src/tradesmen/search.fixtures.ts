import type { SeedTradesman } from './test-seed.ts';

/**
 * A small directory with known answers. Distances from LS6: LS1 1.7 mi, BD1 7.8, YO1 22.0,
 * M1 36.1, SW1A 171 (outcode centres of backend/data/uk-outcodes.csv).
 */
export const NAMED: Record<string, SeedTradesman> = {
  whitfield: {
    userId: 'u-whitfield', verified: true, reviews: [5, 5, 4], projects: [{ title: 'Terrace rewire', projectType: 'renovation', category: 'electrician' }],
    details: {
      businessName: 'Whitfield Electrical', tradeCategories: ['electrician'], location: 'Leeds', postcode: 'LS6 2AB',
      description: 'Friendly sparks for Leeds homes: consumer units, EV chargers and full rewires.',
      specializations: ['Electrical Rewiring', 'Smart Home Automation'], hourlyRate: 48, responseTime: '2hours',
    },
  },
  aire: {
    userId: 'u-aire', verified: true, reviews: [4], projects: [{ title: 'Family bathroom', projectType: 'residential', category: 'plumber' }],
    details: {
      businessName: 'Aire Valley Plumbing', tradeCategories: ['plumber'], location: 'Leeds', postcode: 'LS1',
      description: 'Bathroom installations and emergency leak repairs.',
      specializations: ['Plumbing Installation', 'Bathroom Design', 'Emergency Services'], hourlyRate: 55, availability: 'busy', responseTime: '1hour',
    },
  },
  headingley: {
    userId: 'u-headingley',
    details: {
      businessName: 'Headingley Heating', tradeCategories: ['heating', 'plumber'], location: 'Leeds', postcode: 'LS6 1AA',
      description: 'Boiler servicing and underfloor heating.', specializations: ['Underfloor Heating', 'HVAC Systems'], hourlyRate: 60, responseTime: '24hours',
    },
  },
  bradford: {
    userId: 'u-bradford', verified: true, reviews: [4, 4],
    details: {
      businessName: 'Bradford Sparks', tradeCategories: ['electrician'], location: 'Bradford', postcode: 'BD1 1AA',
      description: 'Solar panels and rewiring across West Yorkshire.', specializations: ['Electrical Rewiring', 'Solar Installation'],
      hourlyRate: 40, responseTime: '3days',
    },
  },
  york: {
    userId: 'u-york', verified: true, reviews: [5], projects: [{ title: 'Listed sash windows', projectType: 'heritage', category: 'carpenter' }],
    details: {
      businessName: 'York Minster Joinery', tradeCategories: ['carpenter'], location: 'York', postcode: 'YO1 7HH',
      description: 'Sash windows, staircases and listed-building joinery.', specializations: ['Bespoke Joinery', 'Heritage Restoration'],
      hourlyRate: 65, availability: 'unavailable', responseTime: '24hours',
    },
  },
  manchester: {
    userId: 'u-manchester', reviews: [4, 5],
    details: {
      businessName: 'Manchester Tile Co', tradeCategories: ['tiler'], location: 'Manchester', postcode: 'm11ae',
      description: 'Bathroom and kitchen tiling, large-format porcelain.',
      specializations: ['Tiling Specialist', 'Bathroom Design', 'Kitchen Renovation'], hourlyRate: 38, responseTime: '2hours',
    },
  },
  capital: {
    userId: 'u-capital', verified: true, reviews: [5], projects: [{ title: 'Office fit-out', projectType: 'commercial', category: 'electrician' }],
    details: {
      businessName: 'Capital Rewire', tradeCategories: ['electrician'], location: 'London', postcode: 'SW1A 2AA',
      description: 'Commercial electrical contractor for offices in Westminster.', specializations: ['Electrical Rewiring', 'Commercial Projects'],
      hourlyRate: 85, availability: 'emergency', responseTime: '1hour',
    },
  },
  brighton: {
    userId: 'u-brighton',
    details: {
      businessName: 'Brighton Kitchen Fitters', tradeCategories: ['carpenter'], location: 'Brighton',
      description: 'Kitchens made to measure.', specializations: ['Kitchen Renovation', 'Bespoke Joinery'],
    },
  },
};

/** 23 painters in Bristol with nothing else to tell them apart: for paging (20 + 3). */
export const painter = (i: number): SeedTradesman => ({
  userId: `u-painter-${i}`,
  details: {
    businessName: `Redland Decorators ${String(i).padStart(2, '0')}`, tradeCategories: ['painter'], location: 'Bristol', postcode: 'BS6 6AA',
    description: 'Interior and exterior painting.', specializations: ['Painting & Decorating'], hourlyRate: 30,
  },
});
export const PAINTERS = 23;
