import styled from 'styled-components';

type RangeSliderProps = {
  id: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** 'hourly rate' -> 'Minimum hourly rate' / 'Maximum hourly rate'. */
  name: string;
  format: (n: number) => string;
};

/**
 * Two native range inputs on one track: each thumb is its own keyboard-operable slider, and the
 * thumbs cannot cross. Only the thumbs take pointer events, so either can be dragged.
 */
export function RangeSlider({ id, min, max, step, value: [lo, hi], onValueChange, name, format }: RangeSliderProps) {
  const pct = (n: number) => ((n - min) / (max - min)) * 100;
  return (
    <Wrap>
      <Fill style={{ left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` }} />
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={lo}
        aria-label={`Minimum ${name}`}
        aria-valuetext={format(lo)}
        onChange={(e) => onValueChange([Math.min(Number(e.target.value), hi), hi])}
      />
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={hi}
        aria-label={`Maximum ${name}`}
        aria-valuetext={format(hi)}
        onChange={(e) => onValueChange([lo, Math.max(Number(e.target.value), lo)])}
      />
    </Wrap>
  );
}

const thumb = `
  pointer-events: auto;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #ffffff;
  border: 2px solid currentColor;
  box-shadow: 0 1px 3px rgba(16, 37, 45, 0.25);
  cursor: grab;
`;

const Wrap = styled.div`
  position: relative;
  height: 30px;
  color: ${({ theme }) => theme.colors.brand};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 12px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  input {
    appearance: none;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 30px;
    margin: 0;
    background: none;
    pointer-events: none;
  }
  input::-webkit-slider-thumb {
    appearance: none;
    ${thumb}
  }
  input::-moz-range-thumb {
    ${thumb}
  }
  input:focus-visible {
    outline: none;
  }
  input:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Fill = styled.span`
  position: absolute;
  top: 12px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
`;
