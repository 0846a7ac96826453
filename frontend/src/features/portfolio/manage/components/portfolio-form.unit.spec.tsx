import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addPortfolioProjectRoute, updatePortfolioProjectRoute, type PortfolioProject } from '@tradeguild/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { PORTFOLIO_PROJECT_ID, portfolioProject } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { PortfolioForm } from './portfolio-form';

const renderForm = (project: PortfolioProject | null) =>
  renderWithApp(
    <Routes>
      <Route path="/portfolio/new" element={<PortfolioForm project={project} />} />
      <Route path="/portfolio" element={<p>Portfolio list</p>} />
    </Routes>,
    { route: '/portfolio/new' },
  );

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('the portfolio project form', () => {
  it('needs a title: says so, focuses it and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('refuses a future completion date, a foreign image and a non-https video', async () => {
    const api = mockApi({});
    const { user } = renderForm(portfolioProject({ afterImages: ['javascript:alert(1)'] }));
    await user.clear(screen.getByLabelText(/^Completed on/));
    await user.type(screen.getByLabelText(/^Completed on/), '2999-01-01');
    await user.type(screen.getByRole('textbox', { name: /^Video links/ }), 'http://video.example{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Completed date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Upload the image first, or give an https address')).toBeInTheDocument();
    expect(screen.getByText('Give an https address')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('adds a project: empty optional fields left out, list entries trimmed; then back to the list', async () => {
    const api = mockApi({ [endpoint(addPortfolioProjectRoute)]: () => commandResult(PORTFOLIO_PROJECT_ID) });
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Project title'), 'Slate re-roof in Kirkstall');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'roofer');
    await user.type(screen.getByLabelText(/^Completed on/), '2024-09-14');
    await user.type(screen.getByRole('textbox', { name: /^Materials/ }), ' Welsh slate {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByText('Portfolio list')).toBeInTheDocument();
    expect(sentBodies(api, endpoint(addPortfolioProjectRoute))).toEqual([
      {
        title: 'Slate re-roof in Kirkstall',
        category: 'roofer',
        completedAt: '2024-09-14',
        beforeImages: [],
        afterImages: [],
        videos: [],
        materials: ['Welsh slate'],
        techniques: [],
        commandId: COMMAND_ID,
      },
    ]);
    expect(shownToast()).toEqual({ title: 'Project added', description: 'It now shows in your portfolio.' });
  });

  it('replaces an existing project with PUT, without the photo the owner removed', async () => {
    const api = mockApi({
      [endpoint(updatePortfolioProjectRoute, { id: PORTFOLIO_PROJECT_ID })]: () => commandResult(PORTFOLIO_PROJECT_ID),
    });
    const { user } = renderForm(portfolioProject());
    await user.click(screen.getByRole('button', { name: 'Remove after photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Portfolio list')).toBeInTheDocument();
    expect(sentBodies(api, endpoint(updatePortfolioProjectRoute, { id: PORTFOLIO_PROJECT_ID }))).toMatchObject([
      { title: 'Victorian terrace rewire', afterImages: [], materials: ['Copper'] },
    ]);
    expect(shownToast()).toEqual({ title: 'Project updated', description: 'Your changes have been saved.' });
  });
});
