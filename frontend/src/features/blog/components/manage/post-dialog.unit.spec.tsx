import { screen, within } from '@testing-library/react';
import { blogCategoriesRoute, blogPostByIdRoute, updateBlogPostRoute, type BlogPost } from '@tradeguild/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PostDialog } from './post-dialog';

const POST_ID = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const stored: BlogPost = {
  id: POST_ID,
  title: 'Fixing a Dripping Tap',
  slug: 'fixing-a-dripping-tap',
  excerpt: 'Most drips need a cheap part.',
  content: '<p>Turn off the water first.</p>',
  featuredImage: null,
  category: 'Plumbing',
  tags: ['taps', 'washers'],
  authorId: 'manager',
  status: 'draft',
  metaTitle: 'Dripping taps',
  metaDescription: null,
  publishedAt: null,
  views: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

// The form loads the editor lazily; importing (and transforming) TipTap once here, with a hook's
// long timeout, keeps a loaded machine from spending a test's waiting time on it.
beforeAll(() => import('./rich-text-editor'), 60_000);
beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('the blog post dialog', () => {
  it('shows every spec message for an empty post, focuses the title and sends nothing', async () => {
    const api = mockApi({ [endpoint(blogCategoriesRoute)]: [] });
    const { user } = renderWithApp(<PostDialog target={{ mode: 'create' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    for (const message of [
      'Title is required',
      'Slug is required',
      'Excerpt is required',
      'Content is required',
      'Category is required',
      'Tags are required',
    ])
      expect(await within(dialog).findByText(message, { exact: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('focuses the content, the first invalid field on the page, before the category below it', async () => {
    const api = mockApi({ [endpoint(blogCategoriesRoute)]: [] });
    const { user } = renderWithApp(<PostDialog target={{ mode: 'create' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    // The editor loads on its own: the form can focus it once it is there.
    const content = await within(dialog).findByRole('textbox', { name: 'Content' });
    await user.type(within(dialog).getByLabelText('Title'), 'Damp: Causes & Cures');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Where it comes from.');
    await user.type(within(dialog).getByLabelText('Tags'), 'damp');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await within(dialog).findByText('Content is required', { exact: true })).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required', { exact: true })).toBeInTheDocument();
    expect(content).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('focuses the featured image when only its address is wrong, and sends nothing', async () => {
    const api = mockApi({ [endpoint(blogCategoriesRoute)]: [], [endpoint(blogPostByIdRoute, { id: POST_ID })]: stored });
    const { user } = renderWithApp(<PostDialog target={{ mode: 'edit', id: POST_ID }} onClose={() => {}} />);
    await screen.findByLabelText('Title');
    const image = screen.getByRole('textbox', { name: /^Featured image/ });
    await user.type(image, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByText('Use an http(s) image address or upload an image')).toBeInTheDocument();
    expect(image).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('fills the slug from the title while creating, until a slug is typed', async () => {
    mockApi({ [endpoint(blogCategoriesRoute)]: [] });
    const { user } = renderWithApp(<PostDialog target={{ mode: 'create' }} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Title'), 'Damp: Causes & Cures!');
    expect(screen.getByLabelText('Slug')).toHaveValue('damp-causes-cures');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'damp');
    await user.type(screen.getByLabelText('Title'), ' Part 2');
    expect(screen.getByLabelText('Slug')).toHaveValue('damp');
  });

  it('saves an edit with the slug kept, tags split and trimmed, and an emptied field sent as empty', async () => {
    const api = mockApi({
      [endpoint(blogCategoriesRoute)]: [],
      [endpoint(blogPostByIdRoute, { id: POST_ID })]: stored,
      [endpoint(updateBlogPostRoute, { id: POST_ID })]: () => commandResult(POST_ID),
    });
    const onClose = vi.fn();
    const { user } = renderWithApp(<PostDialog target={{ mode: 'edit', id: POST_ID }} onClose={onClose} />);
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' at Home');
    await user.clear(screen.getByLabelText('Tags'));
    await user.type(screen.getByLabelText('Tags'), ' taps, washers ,DIY ');
    await user.clear(screen.getByLabelText(/^Meta title/));
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(api, endpoint(updateBlogPostRoute, { id: POST_ID }))).toEqual([
      {
        title: 'Fixing a Dripping Tap at Home',
        slug: 'fixing-a-dripping-tap',
        excerpt: 'Most drips need a cheap part.',
        content: '<p>Turn off the water first.</p>',
        category: 'Plumbing',
        tags: ['taps', 'washers', 'DIY'],
        status: 'published',
        featuredImage: '',
        metaTitle: '',
        metaDescription: '',
        commandId: COMMAND_ID,
      },
    ]);
    expect(shownToast()).toEqual({ title: 'Blog post updated successfully', description: 'Fixing a Dripping Tap at Home' });
  });
});
