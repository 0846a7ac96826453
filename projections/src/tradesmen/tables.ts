import { bayesianScoreSql } from './bayesian-score.ts';

/**
 * The tradesmen read models. One projection owns all four tables because the profile's rating,
 * review count, project types and project count are derived from the other three in the same
 * transaction. DDL takes the physical table name (generations, and the search benchmark).
 */
export const tradesmenTable = (t: string) => `
  CREATE TABLE ${t} (
    id               uuid PRIMARY KEY,
    user_id          text NOT NULL UNIQUE,
    business_name    text NOT NULL,
    description      text,
    location         text,
    postcode         text,
    outcode          text,
    latitude         double precision,
    longitude        double precision,
    phone            text,
    website          text,
    years_experience int,
    hourly_rate      numeric(8,2),
    rating           numeric(3,2) NOT NULL DEFAULT 0,
    total_reviews    int NOT NULL DEFAULT 0,
    -- Best-match score, kept in step with rating and total_reviews by PostgreSQL on every write (bayesian-score.ts).
    bayes_score      numeric NOT NULL GENERATED ALWAYS AS (${bayesianScoreSql('rating', 'total_reviews')}) STORED,
    verified         boolean NOT NULL DEFAULT false,
    specializations  text[] NOT NULL DEFAULT '{}',
    certifications   text[] NOT NULL DEFAULT '{}',
    equipment        text[] NOT NULL DEFAULT '{}',
    availability     text NOT NULL DEFAULT 'available',
    trade_categories text[] NOT NULL DEFAULT '{}',
    response_time    text,
    service_radius_miles int NOT NULL DEFAULT 25,
    project_types    text[] NOT NULL DEFAULT '{}',
    project_count    int NOT NULL DEFAULT 0,
    search           tsvector NOT NULL,
    -- The account is closed (decision 0061): out of search, featured lists and public pages until reopened.
    closed           boolean NOT NULL DEFAULT false,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
  );
  CREATE INDEX ${t}_search ON ${t} USING gin (search);
  CREATE INDEX ${t}_trades ON ${t} USING gin (trade_categories);
  CREATE INDEX ${t}_specs ON ${t} USING gin (specializations);
  CREATE INDEX ${t}_project_types ON ${t} USING gin (project_types);
  -- Distance search prefilters on a latitude/longitude box before the exact haversine.
  CREATE INDEX ${t}_geo ON ${t} (latitude, longitude) WHERE latitude IS NOT NULL;
  CREATE INDEX ${t}_rate ON ${t} (hourly_rate);
  -- sort=rating (rating, then reviews, then id) read straight from an index, page by page.
  CREATE INDEX ${t}_rank ON ${t} (rating DESC, total_reviews DESC, id);
  -- Best match without search text: score, then reviews, then id, page by page (with a postcode, distance sorts within each score).
  CREATE INDEX ${t}_best ON ${t} (bayes_score DESC, total_reviews DESC, id);
  CREATE INDEX ${t}_featured ON ${t} (rating DESC, total_reviews DESC, id) WHERE verified AND project_count > 0;`;

export const portfolioProjectsTable = (t: string) => `
  CREATE TABLE ${t} (
    id                 uuid PRIMARY KEY,
    tradesman_id       uuid NOT NULL,
    title              text NOT NULL,
    description        text,
    category           text,
    project_type       text,
    before_images      text[] NOT NULL DEFAULT '{}',
    after_images       text[] NOT NULL DEFAULT '{}',
    videos             text[] NOT NULL DEFAULT '{}',
    challenge          text,
    solution           text,
    materials          text[] NOT NULL DEFAULT '{}',
    techniques         text[] NOT NULL DEFAULT '{}',
    budget_range       text,
    timeline           text,
    client_testimonial text,
    completed_at       date,
    average_rating     numeric(3,2),
    review_count       int NOT NULL DEFAULT 0,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL
  );
  CREATE INDEX ${t}_tradesman ON ${t} (tradesman_id, completed_at DESC NULLS LAST, created_at DESC);
  CREATE INDEX ${t}_category ON ${t} (category);`;

export const reviewsTable = (t: string) => `
  CREATE TABLE ${t} (
    id                   uuid PRIMARY KEY,
    tradesman_id         uuid NOT NULL,
    client_id            text NOT NULL,
    client_name          text,
    project_id           uuid,
    portfolio_project_id uuid,
    rating               smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment              text,
    is_verified          boolean NOT NULL DEFAULT false,
    hidden               boolean NOT NULL DEFAULT false,
    invitation_id        uuid,
    reply                text,
    replied_at           timestamptz,
    created_at           timestamptz NOT NULL
  );
  CREATE INDEX ${t}_tradesman ON ${t} (tradesman_id, created_at DESC);
  CREATE INDEX ${t}_project ON ${t} (portfolio_project_id, created_at DESC) WHERE portfolio_project_id IS NOT NULL;`;

/** Review invitations a tradesman sent: to whom (lower case), for which project, and the review that used it. */
export const reviewInvitationsTable = (t: string) => `
  CREATE TABLE ${t} (
    id                   uuid PRIMARY KEY,
    tradesman_id         uuid NOT NULL,
    email                text NOT NULL,
    portfolio_project_id uuid NOT NULL,
    sent_at              timestamptz NOT NULL,
    used_at              timestamptz,
    review_id            uuid
  );
  CREATE INDEX ${t}_tradesman ON ${t} (tradesman_id, sent_at DESC);
  CREATE INDEX ${t}_email ON ${t} (email, sent_at DESC) WHERE used_at IS NULL;`;

export const endorsementsTable = (t: string) => `
  CREATE TABLE ${t} (
    id          uuid PRIMARY KEY,
    endorser_id uuid NOT NULL,
    endorsed_id uuid NOT NULL,
    skill       text NOT NULL,
    comment     text,
    created_at  timestamptz NOT NULL
  );
  CREATE INDEX ${t}_endorsed ON ${t} (endorsed_id, created_at DESC);`;

/** First names of registered users, for the names on reviews. */
export const reviewersTable = (t: string) => `
  CREATE TABLE ${t} (
    user_id    text PRIMARY KEY,
    first_name text
  );`;
