import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamStateRoute } from '@tradeguild/contracts';
import { endpoint, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { useContractForm } from '@/lib/forms';
import { stateAsOfFormSchema } from '../lib/audit-forms';
import { AuditFilters } from './audit-filters';
import { StateAsOf } from './state-as-of';

const STREAM = 'clientProject-7c3f2e5a-0f4d-4a81-9c9e-3d4f5a6b7c8d';
const local = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const setTime = (label: string, iso: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value: local(iso) } });

afterEach(() => vi.restoreAllMocks());

describe('the audit log filters', () => {
  it('refuse a time range that ends before it starts, focus its end and apply nothing', async () => {
    const onApply = vi.fn();
    const { user } = renderWithApp(<AuditFilters onApply={onApply} />);
    setTime('From', '2026-01-31T10:00:00Z');
    setTime('To', '2026-01-30T10:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText("'To' must be after 'From'")).toBeInTheDocument();
    expect(screen.getByLabelText(/^To/)).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("apply the contract's filter: trimmed text, ISO times, nothing for empty fields; Clear applies none", async () => {
    const onApply = vi.fn();
    const { user } = renderWithApp(<AuditFilters onApply={onApply} />);
    await user.type(screen.getByLabelText(/^Event type/), ' ProjectPosted ');
    setTime('From', '2026-01-30T10:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(onApply.mock.lastCall).toEqual([{ type: 'ProjectPosted', from: '2026-01-30T10:00:00.000Z' }]));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText(/^Event type/)).toHaveValue('');
  });
});

function StateAsOfHere() {
  const form = useContractForm({ schema: stateAsOfFormSchema, defaultValues: { asOf: '' } });
  return <StateAsOf streamId={STREAM} form={form} />;
}

describe('state as of a moment', () => {
  it('needs a moment, then asks for the state as of it', async () => {
    const api = mockApi({
      [endpoint(streamStateRoute, { streamId: STREAM })]: {
        streamId: STREAM,
        asOf: '2026-01-30T10:00:00.000Z',
        version: 0,
        state: {},
        eventCount: 0,
        eventTypes: [],
        events: [],
      },
    });
    const { user } = renderWithApp(<StateAsOfHere />);
    await user.click(screen.getByRole('button', { name: 'Show state' }));
    expect(await screen.findByText('Enter a valid date and time')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    setTime('Date and time', '2026-01-30T10:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Show state' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(new URL(String(api.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('asOf')).toBe('2026-01-30T10:00:00.000Z');
  });
});
