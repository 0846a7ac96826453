import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchTradesmenRoute } from '@tradeguild/contracts';
import { endpoint, json, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { SearchPage } from './search-page';

const searches = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === searchTradesmenRoute.path)
    .map((u) => Object.fromEntries(u.searchParams));

afterEach(() => vi.restoreAllMocks());

describe('the search panel', () => {
  it('applies typed text on Search Tradesmen only, and a chosen project type at once', async () => {
    const api = mockApi({ [endpoint(searchTradesmenRoute)]: [] });
    const { user } = renderWithApp(<SearchPage />, { route: '/search' });
    await vi.waitFor(() => expect(searches(api)).toHaveLength(1));
    await user.type(screen.getByLabelText('What do you need?'), ' rewire ');
    await user.type(screen.getByLabelText('Location'), 'LS6');
    expect(searches(api)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Search Tradesmen' }));
    await vi.waitFor(() => expect(searches(api).at(-1)).toMatchObject({ search: 'rewire', location: 'LS6', maxDistance: '25' }));
    await user.selectOptions(screen.getByLabelText('Project type'), 'heritage');
    await vi.waitFor(() => expect(searches(api).at(-1)).toMatchObject({ search: 'rewire', projectType: 'heritage' }));
  });

  it("shows the server's message about an unknown postcode beside the location searched", async () => {
    mockApi({
      [endpoint(searchTradesmenRoute)]: () =>
        json(
          { message: 'We could not find the postcode ZZ9', code: 'validation', issues: [{ path: 'location', message: 'Unknown' }] },
          400,
        ),
    });
    const { user } = renderWithApp(<SearchPage />, { route: '/search?location=ZZ9' });
    expect(await screen.findByText('We could not find the postcode ZZ9')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('ZZ9');
    await user.type(screen.getByLabelText('Location'), '9');
    expect(screen.queryByText('We could not find the postcode ZZ9')).toBeNull();
  });
});
