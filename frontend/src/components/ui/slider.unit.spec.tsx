import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RangeSlider } from './range-slider';
import { Slider } from './slider';

function Distance({ start = 25 }: { start?: number }) {
  const [miles, setMiles] = useState(start);
  return (
    <>
      <span id="distance-label">Maximum distance</span>
      <Slider min={1} max={50} step={1} value={miles} onValueChange={setMiles} aria-labelledby="distance-label" />
      <output>{miles}</output>
    </>
  );
}

function Rating() {
  const [stars, setStars] = useState(0);
  return <Slider min={0} max={5} step={0.1} value={stars} onValueChange={setStars} aria-label="Minimum rating" />;
}

function Rate() {
  const [range, setRange] = useState<[number, number]>([50, 100]);
  return (
    <>
      <RangeSlider id="rate" min={0} max={200} step={5} value={range} onValueChange={setRange} name="hourly rate" format={(n) => `£${n}`} />
      <output>{range.join('-')}</output>
    </>
  );
}

const now = (name: string) => screen.getByRole('slider', { name }).getAttribute('aria-valuenow');

describe('Slider', () => {
  it('is a labelled slider with its bounds and value', () => {
    renderWithApp(<Distance />);
    const slider = screen.getByRole('slider', { name: 'Maximum distance' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
  });

  it('moves one step per arrow key and cannot be pushed past max or min', async () => {
    const { user } = renderWithApp(<Distance start={49} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(now('Maximum distance')).toBe('50');
    expect(screen.getByRole('status')).toHaveTextContent('50');
    await user.keyboard('{Home}{ArrowLeft}{ArrowDown}');
    expect(now('Maximum distance')).toBe('1');
    await user.keyboard('{End}{PageUp}');
    expect(now('Maximum distance')).toBe('50');
  });

  it('keeps to a fractional step', async () => {
    const { user } = renderWithApp(<Rating />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(now('Minimum rating')).toBe('0.3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(now('Minimum rating')).toBe('0');
  });
});

describe('RangeSlider', () => {
  it('has a minimum and a maximum thumb, each saying its value', () => {
    renderWithApp(<Rate />);
    expect(screen.getByRole('slider', { name: 'Minimum hourly rate' })).toHaveAttribute('aria-valuetext', '£50');
    expect(screen.getByRole('slider', { name: 'Maximum hourly rate' })).toHaveAttribute('aria-valuetext', '£100');
  });

  it('keeps the two values in order when the low thumb is pushed past the high one', async () => {
    const { user } = renderWithApp(<Rate />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Minimum hourly rate' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('status')).toHaveTextContent('100-100');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('status')).toHaveTextContent('100-150');
    expect(now('Minimum hourly rate')).toBe('100');
    expect(now('Maximum hourly rate')).toBe('150');
  });

  it('keeps both values within the bounds: Home and End take the ends, and no key goes past them', async () => {
    const { user } = renderWithApp(<Rate />);
    await user.tab();
    await user.keyboard('{End}{PageUp}{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent(/-200$/);
    await user.keyboard('{Home}{PageDown}{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent(/^0-/);
  });
});
