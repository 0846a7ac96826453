import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PostMeta } from './post-meta';

describe('PostMeta', () => {
  it("names one view in the singular and shows the date as 'MMM d, yyyy'", () => {
    renderWithApp(<PostMeta category="Plumbing" publishedAt="2025-09-01T08:00:00" views={1} />);
    expect(screen.getByLabelText('1 view')).toHaveTextContent('1');
    expect(screen.getByText('Sep 1, 2025')).toHaveAttribute('datetime', '2025-09-01T08:00:00');
  });

  it('names many views in the plural, with thousands separated', () => {
    renderWithApp(<PostMeta category="Plumbing" publishedAt={null} views={2746} readTime="3 min read" />);
    expect(screen.getByLabelText('2,746 views')).toHaveTextContent('2,746');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
  });
});
