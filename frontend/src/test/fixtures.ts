import type { ClientProject, PortfolioProject, TradesmanProfile } from '@tradeguild/contracts';

export const TRADESMAN_ID = '5a1f0c3e-8d2b-4e6f-9a7c-1b2d3e4f5a6b';
export const PORTFOLIO_PROJECT_ID = '6b2e1d4f-9e3c-4f70-8b8d-2c3e4f5a6b7c';
export const CLIENT_PROJECT_ID = '7c3f2e5a-0f4d-4a81-9c9e-3d4f5a6b7c8d';

/** A tradesman profile as GET /api/tradesmen/{id} answers it. */
export const tradesmanProfile = (overrides: Partial<TradesmanProfile> = {}): TradesmanProfile => ({
  id: TRADESMAN_ID,
  userId: 'user-james',
  businessName: 'Whitfield Electrical',
  description: 'Rewires and consumer units across Leeds.',
  location: 'Headingley, Leeds',
  postcode: 'LS6 2AB',
  phone: null,
  website: null,
  yearsExperience: 12,
  hourlyRate: 45,
  specializations: ['Electrical Rewiring', 'Heritage Restoration'],
  certifications: ['NICEIC Approved Contractor'],
  equipment: [],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: null,
  serviceRadiusMiles: 25,
  rating: 4.8,
  totalReviews: 3,
  verified: true,
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-01-10T09:00:00.000Z',
  ...overrides,
});

/** A portfolio project as the owner's list answers it. */
export const portfolioProject = (overrides: Partial<PortfolioProject> = {}): PortfolioProject => ({
  id: PORTFOLIO_PROJECT_ID,
  tradesmanId: TRADESMAN_ID,
  tradesmanBusinessName: 'Whitfield Electrical',
  title: 'Victorian terrace rewire',
  description: null,
  category: 'electrician',
  projectType: 'renovation',
  beforeImages: [],
  afterImages: ['/uploads/after-1.png'],
  videos: [],
  challenge: null,
  solution: null,
  materials: ['Copper'],
  techniques: [],
  budgetRange: null,
  timeline: null,
  clientTestimonial: null,
  completedAt: '2024-09-14',
  createdAt: '2024-09-20T10:00:00.000Z',
  averageRating: null,
  reviewCount: 0,
  ...overrides,
});

/** One of the signed-in client's projects, as GET /api/client-projects lists it. */
export const clientProject = (overrides: Partial<ClientProject> = {}): ClientProject => ({
  id: CLIENT_PROJECT_ID,
  clientId: 'user-olivia',
  title: 'Bathroom refit with new lighting',
  description: 'New suite and downlights.',
  category: null,
  projectType: 'renovation',
  location: 'Leeds LS6',
  budget: null,
  timeline: null,
  requiredTrades: ['Plumber', 'Electrician'],
  status: 'open',
  isMultiTrade: true,
  photos: [],
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-02-01T09:00:00.000Z',
  startDate: null,
  ...overrides,
});
