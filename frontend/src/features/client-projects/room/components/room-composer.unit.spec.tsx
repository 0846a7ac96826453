import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postRoomMessageRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, sentBodies, writes } from '@/test/api';
import { CLIENT_PROJECT_ID } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { RoomComposer } from './room-composer';

const ROOM_MESSAGES = endpoint(postRoomMessageRoute, { id: CLIENT_PROJECT_ID });

afterEach(() => vi.restoreAllMocks());

describe('the project room composer', () => {
  it('says an empty message cannot be sent, then sends the trimmed text and empties the box', async () => {
    const api = mockApi({ [ROOM_MESSAGES]: () => commandResult() });
    const { user } = renderWithApp(<RoomComposer projectId={CLIENT_PROJECT_ID} headingId={`room-${CLIENT_PROJECT_ID}`} />);
    await user.type(screen.getByLabelText('Message the team'), '  ');
    await user.click(screen.getByRole('button', { name: 'Send to the team' }));
    expect(await screen.findByText('Message cannot be empty')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);

    await user.type(screen.getByLabelText('Message the team'), 'Keys are under the mat ');
    await user.click(screen.getByRole('button', { name: 'Send to the team' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Message the team')).toHaveValue(''));
    expect(sentBodies(api, ROOM_MESSAGES)).toEqual([{ content: 'Keys are under the mat', commandId: COMMAND_ID }]);
  });
});

describe('the project room composer keys', () => {
  it('sends on Enter and adds a line on Shift+Enter, as in Messages', async () => {
    const api = mockApi({ [ROOM_MESSAGES]: () => commandResult() });
    const { user } = renderWithApp(<RoomComposer projectId={CLIENT_PROJECT_ID} headingId={`room-${CLIENT_PROJECT_ID}`} />);
    const box = screen.getByLabelText('Message the team');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(writes(api)).toHaveLength(0);
    await user.type(box, '{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(sentBodies(api, ROOM_MESSAGES)).toEqual([{ content: 'First line\nsecond line', commandId: COMMAND_ID }]);
  });
});
