import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';

/** What a thumb is called and says: each thumb is the focusable `slider` a screen reader meets. */
type ThumbProps = {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-valuetext'?: string;
};

type SliderTrackProps = {
  min: number;
  max: number;
  step: number;
  value: number[];
  onValueChange: (value: number[]) => void;
  thumbs: ThumbProps[];
};

/**
 * The app's one Radix Slider: a track, the filled range and one thumb per value. Radix keeps each
 * value within min and max on the step (arrows, Page Up/Down, Home, End, pointer) and keeps the
 * values in order.
 */
export function SliderTrack({ min, max, step, value, onValueChange, thumbs }: SliderTrackProps) {
  return (
    <Root min={min} max={max} step={step} value={value} onValueChange={onValueChange}>
      <Track>
        <Fill />
      </Track>
      {thumbs.map((thumb, i) => (
        <Thumb key={i} {...thumb} />
      ))}
    </Root>
  );
}

type SliderProps = ThumbProps & { value: number; min: number; max: number; step: number; onValueChange: (value: number) => void };

/** One value on a track. */
export function Slider({ value, min, max, step, onValueChange, ...thumb }: SliderProps) {
  return (
    <SliderTrack
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
      thumbs={[thumb]}
    />
  );
}

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: 30px;
  touch-action: none;
  user-select: none;
  cursor: pointer;
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #ffffff;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  box-shadow: 0 1px 3px rgba(16, 37, 45, 0.25);
  cursor: grab;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
