/** Blog posts and categories in the feed (views are left out: they are appended every few seconds). */
import type { BlogEvent } from '@tradeguild/contracts';
import { quoted, type AdminHandlers } from './activity.ts';

const MANAGE = '/admin/blog';

const titleOf = (p: { title: string } | null) => (p ? quoted(p.title) : 'a blog post');

export const blogHandlers: AdminHandlers<BlogEvent> = {
  BlogPostCreated: async (event, s) => {
    const d = event.data;
    if (
      !(await s.announce(event, {
        type: 'blog',
        description: `Blog post ${quoted(d.title)} was drafted`,
        entityPath: MANAGE,
        actorId: d.authorId,
      }))
    )
      return;
    await s.insertBlogPost({ id: d.postId, title: d.title, slug: d.slug });
  },
  BlogPostUpdated: async (event, s) => {
    const d = event.data;
    if (!(await s.announce(event, { type: 'blog', description: `Blog post ${quoted(d.title)} was edited`, entityPath: MANAGE }))) return;
    await s.updateBlogPost(d.postId, d.title, d.slug);
  },
  BlogPostPublished: async (event, s) => {
    const p = await s.blogPost(event.data.postId);
    await s.announce(event, {
      type: 'blog',
      description: `Blog post ${titleOf(p)} was published`,
      entityPath: p ? `/blog/${p.slug}` : MANAGE,
    });
  },
  BlogPostUnpublished: async (event, s) => {
    const p = await s.blogPost(event.data.postId);
    await s.announce(event, { type: 'blog', description: `Blog post ${titleOf(p)} went back to draft`, entityPath: MANAGE });
  },
  BlogPostDeleted: async (event, s) => {
    const p = await s.blogPost(event.data.postId);
    if (!(await s.announce(event, { type: 'blog', description: `Blog post ${titleOf(p)} was deleted`, entityPath: MANAGE }))) return;
    await s.deleteBlogPost(event.data.postId);
  },
  BlogCategoryCreated: async (event, s) => {
    await s.announce(event, { type: 'blog', description: `Blog category ${quoted(event.data.name)} was created`, entityPath: MANAGE });
  },
  BlogCategoryDeleted: async (event, s) => {
    await s.announce(event, { type: 'blog', description: 'A blog category was deleted', entityPath: MANAGE });
  },
};
