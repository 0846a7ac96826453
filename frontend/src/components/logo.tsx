import styled from 'styled-components';

/** The TradeGuild mark (a house-shaped shield) and word mark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Wrap $inverted={inverted}>
      <img src="/images/logo-mark.svg" alt="TradeGuild" width={34} height={34} />
      <span aria-hidden="true">
        Trade<strong>Guild</strong>
      </span>
    </Wrap>
  );
}

const Wrap = styled.span<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 1.25rem;
  font-weight: 500;
  letter-spacing: -0.02em;
  color: ${({ theme, $inverted }) => ($inverted ? theme.colors.white : theme.colors.brand)};
  strong {
    font-weight: 800;
    color: ${({ theme, $inverted }) => ($inverted ? theme.colors.accent : theme.colors.brand)};
  }
`;
