import styled from 'styled-components';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, FORUM_STATS_FIXED, type ForumCategory } from '@tradeguild/contracts';
import { formatNumber } from '@/lib/format';
import { useForumCategories } from '../api/queries';

type Props = { category: ForumCategory | undefined; onCategory: (c: ForumCategory | undefined) => void };

/** 'All Categories' plus the six, with how many posts each holds. */
export function CategorySidebar({ category, onCategory }: Props) {
  const counts = useForumCategories();
  const count = (c: ForumCategory) => counts.data?.categories.find((x) => x.category === c)?.count;
  const items: [ForumCategory | undefined, string, number | undefined][] = [
    [undefined, 'All Categories', counts.data?.total],
    ...FORUM_CATEGORIES.map((c) => [c, FORUM_CATEGORY_LABELS[c], count(c)] as [ForumCategory, string, number | undefined]),
  ];
  return (
    <Panel aria-label="Categories">
      <h2>Categories</h2>
      <List>
        {items.map(([value, label, n]) => (
          <li key={label}>
            <Item type="button" $active={category === value} aria-pressed={category === value} onClick={() => onCategory(value)}>
              <span>{label}</span>
              {n !== undefined && <Count>{n}</Count>}
            </Item>
          </li>
        ))}
      </List>
    </Panel>
  );
}

/** The spec's stats card: three fixed figures and the real number of posts. */
export function StatsCard() {
  const counts = useForumCategories();
  const figures: [string, string][] = [
    ['Total Posts', counts.data ? formatNumber(counts.data.total) : '–'],
    ['Active Members', FORUM_STATS_FIXED.activeMembers],
    ["Today's Posts", FORUM_STATS_FIXED.todaysPosts],
    ['Weekly Active', FORUM_STATS_FIXED.weeklyActive],
  ];
  return (
    <Panel aria-label="Community stats">
      <h2>Community Stats</h2>
      <Stats>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Stats>
    </Panel>
  );
}

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => theme.space(5)};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

/** A column in the sidebar; on phones a row of chips that scrolls sideways. */
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 0 ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  list-style: none;
  li {
    flex-shrink: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    gap: 2px;
    overflow: visible;
    li {
      flex-shrink: 1;
    }
  }
`;

const Item = styled.button<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  white-space: nowrap;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    border-color: transparent;
  }
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.text)};
  font-weight: ${({ $active }) => ($active ? 600 : 500)};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surfaceMuted)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;
