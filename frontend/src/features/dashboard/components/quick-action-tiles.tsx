import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ArrowRight, Briefcase, MessageSquare, PlusCircle, Search, Users, type LucideIcon } from 'lucide-react';
import { AuthPromptDialog } from '@/components/auth-prompt-dialog';
import { paths } from '@/config/paths';

type Tile = { to: string; title: string; text: string; icon: LucideIcon; tint: string };

const tiles: Tile[] = [
  { to: paths.search, title: 'Find Tradesmen', text: 'Browse verified professionals near you', icon: Search, tint: '#1d6577' },
  { to: paths.createProject, title: 'Post a Project', text: 'Describe the job and get matched', icon: PlusCircle, tint: '#b8741a' },
  { to: paths.messages, title: 'Messages', text: 'Pick up your conversations', icon: MessageSquare, tint: '#2f7d57' },
  { to: paths.community, title: 'Community', text: 'Advice and discussion from the trade', icon: Users, tint: '#6a4fa3' },
];

const findJobsTile: Tile = {
  to: paths.jobs,
  title: 'Find Jobs',
  text: 'Quote for projects that need your trade',
  icon: Briefcase,
  tint: '#b8741a',
};

/** Four shortcuts (tradesmen find jobs instead of posting); logged-out visitors get the sign-in dialog instead of navigating. */
export function QuickActionTiles({ loggedIn, tradesman = false }: { loggedIn: boolean; tradesman?: boolean }) {
  const [promptOpen, setPromptOpen] = useState(false);
  const shown = tradesman ? tiles.map((t) => (t.to === paths.createProject ? findJobsTile : t)) : tiles;
  return (
    <>
      <Grid role="list">
        {shown.map((tile) => {
          const body = <TileBody tile={tile} />;
          return (
            <li key={tile.to}>
              {loggedIn ? (
                <TileLink to={tile.to}>{body}</TileLink>
              ) : (
                <TileButton type="button" onClick={() => setPromptOpen(true)}>
                  {body}
                </TileButton>
              )}
            </li>
          );
        })}
      </Grid>
      <AuthPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}

function TileBody({ tile }: { tile: Tile }) {
  const Icon = tile.icon;
  return (
    <>
      <IconBox style={{ background: tile.tint }} aria-hidden="true">
        <Icon size={22} />
      </IconBox>
      <span>
        <strong>{tile.title}</strong>
        <small>{tile.text}</small>
      </span>
      <ArrowRight size={18} aria-hidden="true" className="arrow" />
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const tileStyles = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3.5)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  text-align: left;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.4;
  }
  .arrow {
    color: ${({ theme }) => theme.colors.textSubtle};
    transition: transform 0.15s ease;
  }
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:hover .arrow {
    transform: translateX(3px);
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  @media (max-width: 479.98px) {
    grid-template-columns: 1fr;
    align-content: start;
    gap: ${({ theme }) => theme.space(2.5)};
    padding: ${({ theme }) => theme.space(4)};
    small,
    .arrow {
      display: none;
    }
  }
`;

const TileLink = styled(Link)`
  ${tileStyles}
`;
const TileButton = styled.button`
  ${tileStyles}
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  color: white;
`;
