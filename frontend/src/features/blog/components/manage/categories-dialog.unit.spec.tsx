import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogCategoriesRoute, createBlogCategoryRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { CategoriesDialog } from './categories-dialog';

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Manage Categories', () => {
  it('keeps Add disabled for a blank name and names a name without letters or digits', async () => {
    const api = mockApi({ [endpoint(blogCategoriesRoute)]: [] });
    const { user } = renderWithApp(<CategoriesDialog open onClose={() => {}} />);
    const name = screen.getByLabelText('New category name');
    await user.type(name, '   ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(screen.queryByText('Category name is required')).toBeNull();
    await user.clear(name);
    await user.type(name, '!!!{Enter}');

    expect(await screen.findByText('Category name must contain letters or digits')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('adds a category by name with Enter, with the default description, then empties the box', async () => {
    const api = mockApi({ [endpoint(blogCategoriesRoute)]: [], [endpoint(createBlogCategoryRoute)]: () => commandResult() });
    const { user } = renderWithApp(<CategoriesDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText('New category name'), ' Garden Rooms {Enter}');

    await vi.waitFor(() => expect(shownToast()).toEqual({ title: 'Category created successfully', description: 'Garden Rooms' }));
    expect(sentBodies(api, endpoint(createBlogCategoryRoute))).toEqual([
      { name: 'Garden Rooms', description: 'Category for Garden Rooms related content', isActive: true, commandId: COMMAND_ID },
    ]);
    expect(screen.getByLabelText('New category name')).toHaveValue('');
  });
});
