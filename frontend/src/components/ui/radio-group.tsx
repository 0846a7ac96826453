import type { Ref } from 'react';
import * as RadixRadio from '@radix-ui/react-radio-group';
import styled from 'styled-components';

type Option = { value: string; label: string };

type RadioGroupProps = {
  name: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  /** The first radio: what a form focuses when nothing is chosen. */
  ref?: Ref<HTMLButtonElement>;
};

/** One choice among labelled options (Radix): arrow keys move and choose, each option is a labelled radio. */
export function RadioGroup({ name, options, value, onChange, labelledBy, invalid, describedBy, ref }: RadioGroupProps) {
  return (
    <Group
      name={name}
      value={value}
      onValueChange={onChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {options.map((o, i) => {
        const id = `${name}-${o.value}`;
        return (
          <Row key={o.value}>
            <Item id={id} value={o.value} ref={i === 0 ? ref : undefined}>
              <Dot />
            </Item>
            <label htmlFor={id}>{o.label}</label>
          </Row>
        );
      })}
    </Group>
  );
}

const Group = styled(RadixRadio.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 32px;
  label {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Item = styled(RadixRadio.Item)`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Dot = styled(RadixRadio.Indicator)`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
`;
