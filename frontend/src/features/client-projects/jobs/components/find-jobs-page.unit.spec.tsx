import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findJobsRoute } from '@tradeguild/contracts';
import { endpoint, mockApi } from '@/test/api';
import { clientProject } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { FindJobsPage } from './find-jobs-page';

const NO_JOBS = { jobs: [], total: 0, totalCapped: false };
const jobQueries = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === findJobsRoute.path)
    .map((u) => u.search);

afterEach(() => vi.restoreAllMocks());

describe('Find Jobs filters', () => {
  it('apply on Search Jobs only, and Clear Filters empties the form and the search', async () => {
    const api = mockApi({ [endpoint(findJobsRoute)]: NO_JOBS });
    const { user } = renderWithApp(<FindJobsPage />);
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), ' boiler ');
    await user.selectOptions(screen.getByLabelText('Trade'), 'Plumber');
    await user.selectOptions(screen.getByLabelText('Distance'), '10');
    expect(jobQueries(api)).toEqual(['']);

    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await vi.waitFor(() => expect(jobQueries(api)).toEqual(['', '?search=boiler&trade=Plumber&maxDistance=10']));

    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Trade')).toHaveValue('');
    expect(screen.getByLabelText('Distance')).toHaveValue('');
  });
});

describe('Find Jobs cards', () => {
  it('list only the trades still to hire', async () => {
    const { clientId: _, startDate: __, ...project } = clientProject();
    const job = { ...project, applicantCount: 2, hiredTrades: ['Plumber'], distanceMiles: 3.2, invited: false };
    mockApi({ [endpoint(findJobsRoute)]: { jobs: [job], total: 1, totalCapped: false } });
    renderWithApp(<FindJobsPage />);
    const trades = await screen.findByRole('list', { name: 'Trades needed' });
    expect(trades).toHaveTextContent('Electrician');
    expect(trades).not.toHaveTextContent('Plumber');
  });
});
