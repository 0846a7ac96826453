/**
 * The rows of the admin's own tables as its handlers write and read them (tables.ts has their DDL).
 * They copy what other contexts' events say, for the feed's sentences and the dashboard's tabs
 * (docs/decisions/0042-admin-read-model.md says why they are copies).
 */
export interface UserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: string;
  displayName: string;
  createdAt: string;
}
export interface TradesmanRow {
  id: string;
  userId: string;
  businessName: string | null;
  location: string | null;
  specializations: string[];
  tradeCategories: string[];
  createdAt: string;
}
export interface TradesmanProfile {
  businessName: string | null;
  location: string | null;
  specializations: string[];
  tradeCategories: string[];
}
export interface ProjectRow {
  id: string;
  clientId: string;
  clientName: string | null;
  title: string;
  location: string | null;
  budget: string | null;
  requiredTrades: string[];
  createdAt: string;
}
/** A project as a sentence needs it: the client's name falls back to 'User {id}'. */
export interface JobProject {
  title: string;
  clientId: string;
  clientName: string;
  requiredTrades: string[];
}
export interface MessageRow {
  id: string;
  senderId: string;
  senderName: string;
  receiverId: string;
  receiverName: string;
  projectId: string | null;
  content: string;
  streamId: string;
  createdAt: string;
}
export interface ApplicationRow {
  id: string;
  projectId: string;
  tradesmanId: string;
  tradesmanUserId: string;
}
export interface ForumPostRow {
  id: string;
  title: string;
  category: string;
  authorId: string;
}
export interface ForumReplyRow {
  id: string;
  postId: string;
  authorId: string;
}
export interface BlogPostRow {
  id: string;
  title: string;
  slug: string;
}
