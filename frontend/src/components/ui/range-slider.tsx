import { SliderTrack } from './slider';

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

/** A low and a high value on one track: two thumbs of the one slider, each keyboard-operable; the values stay in order. */
export function RangeSlider({ id, min, max, step, value: [lo, hi], onValueChange, name, format }: RangeSliderProps) {
  return (
    <SliderTrack
      min={min}
      max={max}
      step={step}
      value={[lo, hi]}
      onValueChange={([nextLo = lo, nextHi = hi]) => onValueChange([nextLo, nextHi])}
      thumbs={[
        { id, 'aria-label': `Minimum ${name}`, 'aria-valuetext': format(lo) },
        { 'aria-label': `Maximum ${name}`, 'aria-valuetext': format(hi) },
      ]}
    />
  );
}
