import type { ProfileDetails, ProjectDetails, TradesmanEvent } from '@tradeguild/contracts';

/** Events and details for the decider tests; plain data, no time or randomness. */
export const OWNER = 'user-owner';
export const TRADESMAN_ID = '0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80';
export const OTHER_TRADESMAN_ID = '1c6a8b0f-7d2e-4c9f-8a3b-4e5d6c7b8f91';
export const PROJECT_ID = '2d7b9c1a-8e3f-4daf-9b4c-5f6e7d8c9a02';
export const REVIEW_ID = '3e8cad2b-9f4a-4eb0-8c5d-6a7f8e9dab13';
export const ENDORSEMENT_ID = '4f9dbe3c-a05b-4fc1-9d6e-7b8a9faebc24';
export const AT = '2025-06-01T09:30:00.000Z';

export const details: ProfileDetails = {
  businessName: 'Whitfield Electrical',
  description: 'Domestic rewiring and EV chargers across Leeds.',
  location: 'Leeds',
  postcode: 'LS6 2AB',
  outcode: 'LS6',
  phone: '0113 496 0123',
  website: 'https://whitfield-electrical.example.co.uk',
  yearsExperience: 14,
  hourlyRate: 48,
  specializations: ['Electrical Rewiring'],
  certifications: ['NICEIC Approved Contractor'],
  equipment: [],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: '2hours',
};

export const project: ProjectDetails = {
  title: 'Full rewire of a Victorian terrace',
  description: null,
  category: 'electrician',
  projectType: 'renovation',
  beforeImages: ['/images/portfolio/rewiring-before.svg'],
  afterImages: ['/images/portfolio/rewiring-after.svg'],
  videos: [],
  challenge: null,
  solution: null,
  materials: [],
  techniques: [],
  budgetRange: null,
  timeline: null,
  clientTestimonial: null,
  completedAt: '2025-03-14',
};

export const created: TradesmanEvent = {
  type: 'TradesmanProfileCreated',
  data: { tradesmanId: TRADESMAN_ID, userId: OWNER, ...details, createdAt: AT },
};
export const projectAdded: TradesmanEvent = {
  type: 'PortfolioProjectAdded',
  data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, ...project, addedAt: AT },
};
export const reviewed = (clientId: string, portfolioProjectId: string | null): TradesmanEvent => ({
  type: 'ReviewSubmitted',
  data: { tradesmanId: TRADESMAN_ID, reviewId: REVIEW_ID, clientId, portfolioProjectId, rating: 5, comment: 'Tidy and on time', submittedAt: AT },
});
export const verified: TradesmanEvent = { type: 'TradesmanVerified', data: { tradesmanId: TRADESMAN_ID, verifiedBy: 'admin', verifiedAt: AT } };
