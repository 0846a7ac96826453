/**
 * The people and things the security tests act on: a visitor, a client who owns a project, a
 * tradesman who owns a profile and a portfolio project, another client and tradesman (outsiders),
 * the admin, and an auditor (a client whose e-mail is in AUDITOR_EMAILS). Each gets its own cookie jar; every request carries the writer's positions.
 */
import { currentUserSchema } from '@tradeguild/contracts';
import { profileInput, projectInput, send } from '../fixtures/tradesmen-seed.ts';
import { HttpClient, login, syncAll } from '../support/http-client.ts';

export const ROLES = ['anonymous', 'client', 'tradesman', 'owner', 'admin', 'auditor'] as const;

/** Start the server with `AUDITOR_EMAILS: AUDITOR_EMAIL` so that the auditor role is one. */
export const AUDITOR_EMAIL = 'sec.auditor@example.com';
export type Role = (typeof ROLES)[number];

export interface World {
  as: Record<Exclude<Role, 'owner'>, HttpClient> & { clientOwner: HttpClient; tradesmanOwner: HttpClient };
  ids: {
    clientUser: string;
    tradesmanUser: string;
    tradesmanProfile: string;
    otherProfile: string;
    portfolioProject: string;
    /** A review of the tradesman owner's profile by the client owner, through a review invitation. */
    review: string;
    clientProject: string;
    /** A project of the client owner with a quote (application) of the tradesman owner on it. */
    applicationProject: string;
    application: string;
    blogPost: string;
    blogSlug: string;
    blogCategory: string;
    /** Forum posts by the tradesman owner, replies by the client owner; some exist to be deleted or hidden. */
    forum: { post: string; reply: string; postToDelete: string; replyToDelete: string; postToHide: string; replyToHide: string };
  };
}

const userId = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

export async function buildWorld(url: string, adminEmail: string): Promise<World> {
  const clientOwner = await login(url, { email: 'sec.client.owner@example.com', firstName: 'Olive', userType: 'client' });
  const tradesmanOwner = await login(url, { email: 'sec.trades.owner@example.com', firstName: 'Tom', userType: 'tradesman' });
  const client = await login(url, { email: 'sec.client.other@example.com', firstName: 'Chris', userType: 'client' });
  const tradesman = await login(url, { email: 'sec.trades.other@example.com', firstName: 'Tess', userType: 'tradesman' });
  const admin = await login(url, { email: adminEmail, firstName: 'Ada', userType: 'client' });
  const auditor = await login(url, { email: AUDITOR_EMAIL, firstName: 'Audrey', userType: 'client' });
  // Both offer carpentry: a quote names only the tradesman's own trades (decision 0052).
  const trades = { tradeCategories: ['electrician', 'carpenter'] };
  const tradesmanProfile = (await send(tradesmanOwner, 'POST', '/api/tradesmen/profile', profileInput(trades))).body.id as string;
  const otherProfile = (await send(tradesman, 'POST', '/api/tradesmen/profile', profileInput({ ...trades, businessName: 'Other Trades' })))
    .body.id as string;
  const portfolioProject = (await send(tradesmanOwner, 'POST', '/api/projects', projectInput())).body.id as string;
  const invitation = { email: 'sec.client.owner@example.com', portfolioProjectId: portfolioProject };
  const invitationId = (await send(tradesmanOwner, 'POST', '/api/tradesmen/me/review-invitations', invitation)).body.id as string;
  const invited = { rating: 5, comment: 'Matrix review', invitationId };
  const review = (await send(clientOwner, 'POST', `/api/tradesmen/${tradesmanProfile}/reviews`, invited)).body.id as string;
  const project = { title: 'Security test project', description: 'Loft boarding', requiredTrades: ['Carpenter'] };
  const clientProject = (await send(clientOwner, 'POST', '/api/client-projects', project)).body.id as string;
  const teamProject = { ...project, title: 'Security test team project', requiredTrades: ['Carpenter', 'Plumber'] };
  const applicationProject = (await send(clientOwner, 'POST', '/api/client-projects', teamProject)).body.id as string;
  const quote = { message: 'Matrix quote', proposedCost: '450.00', estimatedDuration: '2 days', trades: ['Carpenter'] };
  const application = (await send(tradesmanOwner, 'POST', `/api/client-projects/${applicationProject}/applications`, quote)).body
    .id as string;
  // The admin is also the blog manager (BLOG_MANAGER_EMAIL defaults to ADMIN_EMAIL).
  const blogCategory = (await send(admin, 'POST', '/api/blog/categories', { name: 'Security Tests' })).body.id as string;
  const blogSlug = 'security-test-article';
  const article = {
    title: 'Security test article',
    slug: blogSlug,
    excerpt: 'An article',
    content: '<p>Body</p>',
    category: 'Security Tests',
    tags: ['test'],
    status: 'published',
  };
  const blogPost = (await send(admin, 'POST', '/api/blog/posts', article)).body.id as string;
  const forum = await buildForum(tradesmanOwner, clientOwner);
  // Everyone reads after everyone's writes.
  syncAll([clientOwner, tradesmanOwner, client, tradesman, admin, auditor]);
  return {
    as: { anonymous: new HttpClient(url), client, tradesman, admin, auditor, clientOwner, tradesmanOwner },
    ids: {
      clientUser: await userId(clientOwner),
      tradesmanUser: await userId(tradesmanOwner),
      tradesmanProfile,
      otherProfile,
      portfolioProject,
      review,
      clientProject,
      applicationProject,
      application,
      blogPost,
      blogSlug,
      blogCategory,
      forum,
    },
  };
}

async function buildForum(author: HttpClient, replier: HttpClient): Promise<World['ids']['forum']> {
  const post = async (title: string) =>
    (await send(author, 'POST', '/api/forum/posts', { title, content: 'Matrix text', category: 'general', tags: [] })).body.id as string;
  const [main, postToDelete, postToHide] = [
    await post('Matrix post'),
    await post('Matrix post to delete'),
    await post('Matrix post to hide'),
  ];
  replier.sawPosition(author.lastPosition);
  const reply = async (content: string) => (await send(replier, 'POST', `/api/forum/posts/${main}/replies`, { content })).body.id as string;
  return {
    post: main,
    postToDelete,
    postToHide,
    reply: await reply('Matrix reply'),
    replyToDelete: await reply('Matrix reply to delete'),
    replyToHide: await reply('Matrix reply to hide'),
  };
}
