import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Tabs } from './tabs';

const items = [
  { id: 'portfolio', label: 'Portfolio', count: 3, content: <p>Three projects</p> },
  { id: 'reviews', label: 'Reviews', count: 0, content: <p>No reviews yet</p> },
  { id: 'endorsements', label: 'Endorsements', content: <p>No endorsements yet</p> },
  { id: 'equipment', label: 'Equipment', content: <p>No equipment listed</p> },
];

function Harness() {
  const [tab, setTab] = useState('portfolio');
  return <Tabs label="Profile sections" items={items} value={tab} onChange={setTab} />;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab and its panel, labelled by the tab; the count is part of the name', () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Portfolio ?\(3\)$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Portfolio ?\(3\)$/ })).toHaveTextContent('Three projects');
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });

  it('moves with the arrow keys, changing the panel, and wraps at both ends', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.tab();
    expect(tab(/Portfolio/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Reviews/)).toHaveFocus();
    expect(tab(/Reviews/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No reviews yet');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab(/Equipment/)).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No equipment listed');
  });

  it('goes to the first tab on Home and the last on End', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(tab(/Reviews/));
    await user.keyboard('{End}');
    expect(tab(/Equipment/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(/Portfolio/)).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three projects');
  });

  it('keeps only the selected tab in the tab order: Tab goes on to the panel', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
