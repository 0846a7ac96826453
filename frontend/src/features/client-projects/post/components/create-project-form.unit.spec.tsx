import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postProjectRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, validationError, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { CreateProjectForm } from './create-project-form';

const renderForm = () =>
  renderWithApp(
    <Routes>
      <Route path="/create-project" element={<CreateProjectForm />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/create-project' },
  );

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Post a New Project', () => {
  it('shows the spec messages beside the fields, focuses the title and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one trade')).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveFocus();
    expect(screen.getByLabelText('Project Title')).toHaveAttribute('aria-describedby', 'title-error');
    expect(writes(api)).toHaveLength(0);
  });

  it('posts the cleaned command, then says so and goes home', async () => {
    const api = mockApi({ [endpoint(postProjectRoute)]: () => commandResult() });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Project Title'), '  Loft conversion ');
    await user.type(screen.getByLabelText('Detailed Description'), 'Dormer loft with an en-suite');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'carpenter');
    await user.click(screen.getByLabelText('Carpenter'));
    await user.click(screen.getByLabelText('Plumber'));
    await user.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sentBodies(api, endpoint(postProjectRoute))).toEqual([
      {
        title: 'Loft conversion',
        description: 'Dormer loft with an en-suite',
        category: 'carpenter',
        requiredTrades: ['Carpenter', 'Plumber'],
        status: 'open',
        isMultiTrade: false,
        photos: [],
        commandId: COMMAND_ID,
      },
    ]);
    expect(shownToast()).toEqual({ title: 'Success!', description: 'Your project has been posted successfully.' });
  });

  it("shows the server's field message, retries with the same command id and takes a new one once a value changes", async () => {
    const api = mockApi({ [endpoint(postProjectRoute)]: () => validationError([{ path: 'title', message: 'Title is already in use' }]) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Project Title'), 'Rewire');
    await user.type(screen.getByLabelText('Detailed Description'), 'Three-bed semi');
    await user.click(screen.getByLabelText('Electrician'));
    await user.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(await screen.findByText('Title is already in use')).toBeInTheDocument();
    expect(shownToast()).toEqual({ title: 'Error', description: 'Title is already in use' });
    await user.click(screen.getByRole('button', { name: 'Post Project' }));
    await waitFor(() => expect(sentBodies(api, endpoint(postProjectRoute))).toHaveLength(2));
    await user.type(screen.getByLabelText('Project Title'), ' now');
    await user.click(screen.getByRole('button', { name: 'Post Project' }));
    await waitFor(() => expect(sentBodies(api, endpoint(postProjectRoute))).toHaveLength(3));

    const ids = sentBodies(api, endpoint(postProjectRoute)).map((b) => (b as { commandId: string }).commandId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends once when Post Project is pressed again while the first is on its way', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({ [endpoint(postProjectRoute)]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Project Title'), 'Patio');
    await user.type(screen.getByLabelText('Detailed Description'), 'Sandstone patio');
    await user.click(screen.getByLabelText('Landscaper'));
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Post a new project' });
    form.requestSubmit();
    form.requestSubmit();
    expect(await screen.findByRole('button', { name: 'Posting Project...' })).toBeDisabled();
    answer(commandResult());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(1);
  });
});
