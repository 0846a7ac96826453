import { expect } from 'vitest';
import { blogPostSummaryListSchema, currentUserSchema, type BlogPostSummary, type CreateBlogPostRequest } from '@tradeguild/contracts';
import type { HttpClient } from './http-client.ts';

/** A valid post body for the blog's HTTP tests; override what a test is about. */
export const postBody = (slug: string, extra: Partial<CreateBlogPostRequest> = {}): CreateBlogPostRequest => ({
  title: `Guide ${slug}`,
  slug,
  excerpt: `What you need to know about ${slug}.`,
  content: `<h2>${slug}</h2><p>Plenty of practical advice about ${slug}.</p>`,
  category: 'Plumbing',
  tags: ['guide', slug],
  status: 'draft',
  ...extra,
});

/** Creates a post as the manager and returns its id. */
export async function createPost(manager: HttpClient, slug: string, extra: Partial<CreateBlogPostRequest> = {}): Promise<string> {
  const res = await manager.post('/api/blog/posts', postBody(slug, extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function listPosts(client: HttpClient, query = ''): Promise<BlogPostSummary[]> {
  const res = await client.get(`/api/blog/posts${query}`);
  expect(res.status).toBe(200);
  return blogPostSummaryListSchema.parse(await res.json());
}

export const userId = async (client: HttpClient) => currentUserSchema.parse(await (await client.get('/api/auth/user')).json()).id;

/** Polls until `check` passes (projections and the view counter work in the background). */
export async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
