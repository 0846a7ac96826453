import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Checkbox, CheckboxLabel } from './checkbox';
import { ChoiceGrid } from './choice-grid';

function Verified() {
  const [on, setOn] = useState(false);
  return (
    <CheckboxLabel $checked={on}>
      <Checkbox checked={on} onCheckedChange={setOn} />
      Verified only
    </CheckboxLabel>
  );
}

const TRADES = ['Electrician', 'Plumber', 'Carpenter'].map((t) => ({ value: t, label: t }));

function Trades() {
  const [chosen, setChosen] = useState<string[]>([]);
  return <ChoiceGrid id="trades" legend="Trades" options={TRADES} value={chosen} onChange={setChosen} max={2} />;
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, unchecked at first', () => {
    renderWithApp(<Verified />);
    expect(screen.getByRole('checkbox', { name: 'Verified only' })).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles on a click, on its label and on Space', async () => {
    const { user } = renderWithApp(<Verified />);
    const box = screen.getByRole('checkbox', { name: 'Verified only' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Verified only'));
    expect(box).toHaveAttribute('aria-checked', 'false');
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('inside a form, toggles once per click on its label', async () => {
    const { user } = renderWithApp(
      <form>
        <Verified />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Verified only' });
    await user.click(screen.getByText('Verified only'));
    expect(box).toBeChecked();
    await user.click(screen.getByText('Verified only'));
    expect(box).not.toBeChecked();
  });
});

describe('ChoiceGrid', () => {
  it('counts the choices and disables the rest once the maximum is ticked; unticking frees them', async () => {
    const { user } = renderWithApp(<Trades />);
    await user.click(screen.getByRole('checkbox', { name: 'Electrician' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plumber' }));
    expect(screen.getByText('2 of 2 chosen')).toBeInTheDocument();
    const carpenter = screen.getByRole('checkbox', { name: 'Carpenter' });
    expect(carpenter).toBeDisabled();
    await user.click(carpenter);
    expect(carpenter).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Plumber' }));
    expect(carpenter).toBeEnabled();
  });
});
