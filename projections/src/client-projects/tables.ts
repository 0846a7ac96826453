/** DDL of the client_projects read models (take the physical table name: generations). */
export const clientProjectsTable = (t: string) => `
  CREATE TABLE ${t} (
    id              uuid PRIMARY KEY,
    client_id       text NOT NULL,
    title           text NOT NULL,
    description     text NOT NULL,
    category        text,
    project_type    text,
    location        text,
    budget          text,
    timeline        text,
    required_trades text[] NOT NULL DEFAULT '{}',
    status          text NOT NULL DEFAULT 'open',
    is_multi_trade  boolean NOT NULL DEFAULT false,
    outcode         text,
    latitude        double precision,
    longitude       double precision,
    applicant_count int NOT NULL DEFAULT 0,
    hired_trades    text[] NOT NULL DEFAULT '{}',
    start_date      date,
    photos          text[] NOT NULL DEFAULT '{}',
    search          tsvector NOT NULL DEFAULT ''::tsvector,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL
  );
  CREATE INDEX ${t}_client ON ${t} (client_id, created_at DESC);
  CREATE INDEX ${t}_created ON ${t} (created_at DESC);
  -- Trades and project type in one GIN (btree_gin, migration 011): both are index conditions of Find Jobs.
  CREATE INDEX ${t}_open_trades ON ${t} USING gin (required_trades, project_type) WHERE status = 'open';
  -- Find Jobs reads nearest first within a latitude/longitude box (queries.ts findJobs).
  CREATE INDEX ${t}_open_geo ON ${t} (latitude, longitude) WHERE status = 'open';
  CREATE INDEX ${t}_search ON ${t} USING gin (search);`;

export const projectApplicationsTable = (t: string) => `
  CREATE TABLE ${t} (
    id                 uuid PRIMARY KEY,
    project_id         uuid NOT NULL,
    tradesman_id       uuid NOT NULL,
    tradesman_user_id  text NOT NULL,
    message            text NOT NULL,
    proposed_cost      numeric(10,2) NOT NULL,
    estimated_duration text NOT NULL,
    trades             text[] NOT NULL DEFAULT '{}',
    status             text NOT NULL DEFAULT 'pending',
    shortlisted        boolean NOT NULL DEFAULT false,
    response_message   text,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL
  );
  CREATE INDEX ${t}_project ON ${t} (project_id, created_at);
  CREATE INDEX ${t}_tradesman ON ${t} (tradesman_user_id, created_at DESC);`;

export const projectInvitationsTable = (t: string) => `
  CREATE TABLE ${t} (
    project_id        uuid NOT NULL,
    tradesman_user_id text NOT NULL,
    tradesman_id      uuid NOT NULL,
    created_at        timestamptz NOT NULL,
    PRIMARY KEY (tradesman_user_id, project_id)
  );`;

/** The project room's thread: the client and the hired team. */
export const projectRoomMessagesTable = (t: string) => `
  CREATE TABLE ${t} (
    id          uuid PRIMARY KEY,
    project_id  uuid NOT NULL,
    seq         int NOT NULL,
    sender_id   text NOT NULL,
    content     text NOT NULL,
    created_at  timestamptz NOT NULL,
    UNIQUE (project_id, seq)
  );`;

/** How far each member has read the room (the place of the last message read). */
export const projectRoomReadsTable = (t: string) => `
  CREATE TABLE ${t} (
    project_id  uuid NOT NULL,
    user_id     text NOT NULL,
    read_upto   int NOT NULL,
    PRIMARY KEY (user_id, project_id)
  );`;

/** The trades marked done by their hired tradesman (the room's timeline and the client's view). */
export const projectTradesDoneTable = (t: string) => `
  CREATE TABLE ${t} (
    project_id         uuid NOT NULL,
    trade              text NOT NULL,
    tradesman_user_id  text NOT NULL,
    done_at            timestamptz NOT NULL,
    PRIMARY KEY (project_id, trade)
  );`;

/** When the project reached each status (the room's timeline; hires come from project_applications). */
export const projectStatusChangesTable = (t: string) => `
  CREATE TABLE ${t} (
    project_id  uuid NOT NULL,
    status      text NOT NULL,
    changed_at  timestamptz NOT NULL,
    PRIMARY KEY (project_id, status)
  );`;
