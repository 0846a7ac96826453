import styled from 'styled-components';
import { Wrench } from 'lucide-react';
import { EmptyState } from '@/components/feedback/empty-state';

export function EquipmentTab({ equipment }: { equipment: string[] }) {
  if (equipment.length === 0) return <EmptyState icon={Wrench} title="No equipment listed" />;
  return (
    <List role="list">
      {equipment.map((e) => (
        <li key={e}>
          <Wrench size={16} aria-hidden="true" />
          {e}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2.5)};
    padding: ${({ theme }) => theme.space(3.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`;
