import type { ComponentProps } from 'react';
import styled from 'styled-components';

type SliderProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
};

/** A native range input (keyboard, screen readers and touch for free) in the app's colours. */
export function Slider({ value, min, max, step, onValueChange, ...rest }: SliderProps) {
  const percent = ((value - min) / (max - min)) * 100;
  return (
    <Range
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => onValueChange(Number(e.target.value))}
      style={{ backgroundSize: `${percent}% 100%` }}
      {...rest}
    />
  );
}

const thumb = `
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #ffffff;
  border: 2px solid currentColor;
  box-shadow: 0 1px 3px rgba(16, 37, 45, 0.25);
  cursor: grab;
`;

const Range = styled.input`
  appearance: none;
  width: 100%;
  height: 6px;
  margin: 12px 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => `linear-gradient(${theme.colors.brand}, ${theme.colors.brand}) no-repeat, ${theme.colors.border}`};
  cursor: pointer;
  &::-webkit-slider-thumb {
    appearance: none;
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
