import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Field, Input } from './form';

describe('Field', () => {
  it('labels its control and shows the hint while there is no error', () => {
    renderWithApp(
      <Field id="title" label="Project Title" hint="A short summary">
        <Input id="title" />
      </Field>,
    );
    expect(screen.getByLabelText('Project Title')).toBeInTheDocument();
    expect(screen.getByText('A short summary')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the hint with the error as an alert', () => {
    renderWithApp(
      <Field id="title" label="Project Title" hint="A short summary" error="Title is required">
        <Input id="title" />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
    expect(screen.queryByText('A short summary')).toBeNull();
  });
});
