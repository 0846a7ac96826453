import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ForumPostSummary } from '@tradeguild/contracts';
import { renderWithApp } from '@/test/render';
import { PostCard } from './post-card';

const post = (counts: Pick<ForumPostSummary, 'views' | 'likes' | 'replyCount'>): ForumPostSummary => ({
  id: '7d4f0c4e-1f4a-4f4e-9a51-0c1c2b9c1a11',
  title: 'Part P sign-off for garden offices',
  content: 'Who signs off the supply to a garden office?',
  category: 'regulations',
  tags: ['part-p'],
  authorId: 'u1',
  authorName: 'Alice',
  likedByMe: false,
  solved: false,
  hidden: false,
  hiddenReason: null,
  createdAt: '2025-03-04T12:00:00',
  updatedAt: '2025-03-04T12:00:00',
  lastActivityAt: '2025-03-04T12:00:00',
  ...counts,
});

describe('PostCard', () => {
  it('reads one reply, view and like in the singular', () => {
    renderWithApp(<PostCard post={post({ views: 1, likes: 1, replyCount: 1 })} />);
    expect(screen.getByTitle('Replies')).toHaveTextContent(/^1 reply$/);
    expect(screen.getByTitle('Views')).toHaveTextContent(/^1 view$/);
    expect(screen.getByTitle('Likes')).toHaveTextContent(/^1 like$/);
  });

  it('reads two replies and no likes in the plural, and shows the date', () => {
    renderWithApp(<PostCard post={post({ views: 1234, likes: 0, replyCount: 2 })} />);
    expect(screen.getByTitle('Replies')).toHaveTextContent(/^2 replies$/);
    expect(screen.getByTitle('Views')).toHaveTextContent(/^1,234 views$/);
    expect(screen.getByTitle('Likes')).toHaveTextContent(/^0 likes$/);
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
  });
});
