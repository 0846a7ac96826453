import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { StarInput } from './star-input';

function Rating() {
  const [stars, setStars] = useState(0);
  return (
    <>
      <span id="rating-label">Your rating</span>
      <StarInput name="rating" value={stars} onChange={setStars} labelledBy="rating-label" />
    </>
  );
}

describe('StarInput', () => {
  it('is a labelled group of five named radios, none chosen at first', () => {
    renderWithApp(<Rating />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5 stars: Excellent' })).not.toBeChecked();
    expect(screen.getByText('Choose a rating')).toBeInTheDocument();
  });

  it('chooses on a click and moves the choice with the arrow keys', async () => {
    const { user } = renderWithApp(<Rating />);
    await user.click(screen.getByRole('radio', { name: '3 stars: Good' }));
    expect(screen.getByRole('radio', { name: '3 stars: Good' })).toBeChecked();
    // Held down as a person holds a key: Radix chooses the radio that the arrow key focuses.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars: Very good' })).toHaveFocus();
    expect(screen.getByText('Very good')).toBeInTheDocument();
  });
});
