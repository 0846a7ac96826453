/** The client_projects read models: posted projects, their quotes and 'Get Quote' invitations. */
import { postcodeInLocation, type ProjectPosted } from '@tradeguild/contracts';
import { clientProjectsErased } from '../privacy/erasure.ts';
import type { Handler, Projection } from '../runtime/types.ts';
import {
  applicationAccepted,
  applicationRejected,
  applicationShortlisted,
  applicationSubmitted,
  applicationWithdrawn,
  projectStatusChanged,
  quoteRequested,
} from './application-handlers.ts';
import { announcing, projectDetailsEdited } from './edit-handlers.ts';
import { announceHire, recordStatusChange, roomMessagePosted, roomRead, tradePartDone } from './room-handlers.ts';
import {
  clientProjectsTable,
  projectApplicationsTable,
  projectInvitationsTable,
  projectRoomMessagesTable,
  projectRoomReadsTable,
  projectStatusChangesTable,
  projectTradesDoneTable,
} from './tables.ts';

const projectPosted: Handler<ProjectPosted> = async ({ data: d }, { tx, table }) => {
  // The place is the outcode centre of a postcode in the location ('Leeds LS6'); an area name alone has none.
  const outcode = d.location ? (postcodeInLocation(d.location)?.outcode ?? null) : null;
  await tx.query(
    `INSERT INTO ${table('client_projects')}
       (id, client_id, title, description, category, project_type, location, budget, timeline,
        required_trades, status, is_multi_trade, created_at, updated_at, outcode, latitude, longitude, search, photos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $12, $13,
             (SELECT latitude FROM uk_outcodes WHERE outcode = $13), (SELECT longitude FROM uk_outcodes WHERE outcode = $13),
             setweight(to_tsvector('english', $3), 'A') || to_tsvector('english', concat_ws(' ', $4::text, $7::text, $8::text)), $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.projectId,
      d.clientId,
      d.title,
      d.description,
      d.category,
      d.projectType,
      d.location,
      d.budget,
      d.timeline,
      d.requiredTrades,
      d.isMultiTrade,
      d.postedAt,
      outcode,
      d.photos,
    ],
  );
};

/**
 * v2: coordinates, search vector, applicant count and hired trades; project_applications; project_invitations.
 * v3: the project room (project_room_messages, project_status_changes for its timeline).
 * v4: the (latitude, longitude) index of open projects that Find Jobs' radius steps read.
 * v5: each room message's place in its room (seq, the paging key), read marks (project_room_reads)
 *     for unread counts, and the parts marked done (project_trades_done).
 * v6: start_date, the day the work starts (set as the project moves to in progress; decision 0052).
 * v7: a project's photos and its edited details (ProjectDetailsEdited); quote and status changes are
 *     pushed to the client and the tradesmen who quoted (edit-handlers.ts).
 */
export const clientProjectsProjection: Projection = {
  name: 'client_projects',
  version: 7,
  tables: {
    client_projects: clientProjectsTable,
    project_applications: projectApplicationsTable,
    project_invitations: projectInvitationsTable,
    project_room_messages: projectRoomMessagesTable,
    project_status_changes: projectStatusChangesTable,
    project_room_reads: projectRoomReadsTable,
    project_trades_done: projectTradesDoneTable,
  },
  handlers: {
    // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
    AccountErased: clientProjectsErased,
    ProjectPosted: projectPosted,
    ProjectDetailsEdited: projectDetailsEdited,
    ApplicationSubmitted: announcing(applicationSubmitted),
    ApplicationWithdrawn: announcing(applicationWithdrawn),
    ApplicationShortlisted: announcing(applicationShortlisted),
    ApplicationAccepted: announcing(async (event, ctx) => {
      await applicationAccepted(event, ctx);
      await announceHire(event, ctx);
    }),
    ApplicationRejected: announcing(applicationRejected),
    ProjectStatusChanged: announcing(async (event, ctx) => {
      await projectStatusChanged(event, ctx);
      await recordStatusChange(event, ctx);
    }),
    QuoteRequested: quoteRequested,
    RoomMessagePosted: roomMessagePosted,
    RoomRead: roomRead,
    TradePartDone: tradePartDone,
  },
};
