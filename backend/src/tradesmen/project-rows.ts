import type { Endorsement, PortfolioProject, Review } from '@tradeguild/contracts';

// numeric columns arrive as strings from pg; the DTOs carry numbers.
const num = (v: string | null) => (v === null ? null : Number(v));

/** Columns for a portfolio project DTO, with its owner's name. */
export const PROJECT_COLUMNS = `p.*, to_char(p.completed_at, 'YYYY-MM-DD') AS completed_on, t.business_name AS tradesman_business_name`;

export interface ProjectRow {
  id: string;
  tradesman_id: string;
  tradesman_business_name: string;
  title: string;
  description: string | null;
  category: PortfolioProject['category'];
  project_type: PortfolioProject['projectType'];
  before_images: string[];
  after_images: string[];
  videos: string[];
  challenge: string | null;
  solution: string | null;
  materials: string[];
  techniques: string[];
  budget_range: string | null;
  timeline: string | null;
  client_testimonial: string | null;
  completed_on: string | null;
  average_rating: string | null;
  review_count: number;
  created_at: Date;
}

export const toProject = (r: ProjectRow): PortfolioProject => ({
  id: r.id,
  tradesmanId: r.tradesman_id,
  tradesmanBusinessName: r.tradesman_business_name,
  title: r.title,
  description: r.description,
  category: r.category,
  projectType: r.project_type,
  beforeImages: r.before_images,
  afterImages: r.after_images,
  videos: r.videos,
  challenge: r.challenge,
  solution: r.solution,
  materials: r.materials,
  techniques: r.techniques,
  budgetRange: r.budget_range,
  timeline: r.timeline,
  clientTestimonial: r.client_testimonial,
  completedAt: r.completed_on,
  createdAt: r.created_at.toISOString(),
  averageRating: num(r.average_rating),
  reviewCount: r.review_count,
});

export const REVIEW_SELECT = `SELECT r.*, u.first_name AS client_name FROM reviews r LEFT JOIN users u ON u.id = r.client_id`;

export interface ReviewRow {
  id: string;
  project_id: string | null;
  portfolio_project_id: string | null;
  tradesman_id: string;
  client_id: string;
  client_name: string | null;
  rating: number;
  comment: string | null;
  is_verified: boolean;
  created_at: Date;
}

export const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  projectId: r.project_id,
  portfolioProjectId: r.portfolio_project_id,
  tradesmanId: r.tradesman_id,
  clientId: r.client_id,
  clientName: r.client_name,
  rating: r.rating,
  comment: r.comment,
  isVerified: r.is_verified,
  createdAt: r.created_at.toISOString(),
});

export interface EndorsementRow {
  id: string;
  endorser_id: string;
  endorsed_id: string;
  endorser_business_name: string;
  skill: string;
  comment: string | null;
  created_at: Date;
}

export const toEndorsement = (r: EndorsementRow): Endorsement => ({
  id: r.id,
  endorserId: r.endorser_id,
  endorsedId: r.endorsed_id,
  endorserBusinessName: r.endorser_business_name,
  skill: r.skill,
  comment: r.comment,
  createdAt: r.created_at.toISOString(),
});
