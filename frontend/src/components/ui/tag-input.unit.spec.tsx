import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TagInput } from './tag-input';

function Tags({ start = [], onFull }: { start?: string[]; onFull?: () => void }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" noun="tag" value={tags} onChange={setTags} max={5} placeholder="Type a tag and press Enter" onFull={onFull} />
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Tags' });
/** The tags shown, in order: each is its own remove button. */
const names = () => screen.queryAllByRole('button', { name: /^Remove / }).map((t) => t.textContent);

describe('TagInput (spec section 5)', () => {
  it('adds the trimmed text as a tag on Enter and empties the box', async () => {
    const { user } = renderWithApp(<Tags />);
    await user.type(box(), '  rcbo  {Enter}');
    expect(names()).toEqual(['rcbo']);
    expect(screen.getByRole('list', { name: 'Tags added' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('ignores a blank entry and a repeat, whatever its case', async () => {
    const { user } = renderWithApp(<Tags start={['rcbo']} />);
    await user.type(box(), '   {Enter}');
    await user.type(box(), 'RCBO{Enter}');
    await user.type(box(), 'rcbo{Enter}');
    expect(names()).toEqual(['rcbo']);
  });

  it('adds nothing once five exist, by Enter or by the Add button', async () => {
    const { user } = renderWithApp(<Tags start={['one', 'two', 'three', 'four']} />);
    await user.type(box(), 'five{Enter}');
    expect(names()).toHaveLength(5);
    expect(box()).toHaveAttribute('placeholder', 'Maximum 5 reached');
    await user.type(box(), 'six{Enter}');
    expect(names()).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeDisabled();
  });

  it('tells onFull of an entry refused because five exist, and keeps it in the box', async () => {
    const onFull = vi.fn();
    const { user } = renderWithApp(<Tags start={['one', 'two', 'three', 'four']} onFull={onFull} />);
    await user.type(box(), 'five{Enter}');
    expect(onFull).not.toHaveBeenCalled();
    await user.type(box(), '   {Enter}');
    expect(onFull).not.toHaveBeenCalled();
    await user.clear(box());
    await user.type(box(), 'six{Enter}');
    expect(onFull).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue('six');
    expect(names()).toHaveLength(5);
  });

  it('removes a tag when it is clicked, which makes room for another', async () => {
    const { user } = renderWithApp(<Tags start={['one', 'two', 'three', 'four', 'five']} />);
    await user.click(screen.getByRole('button', { name: 'Remove three' }));
    expect(names()).toEqual(['one', 'two', 'four', 'five']);
    await user.type(box(), 'six{Enter}');
    expect(names()).toEqual(['one', 'two', 'four', 'five', 'six']);
  });

  it('adds with the Add button too, and keeps focus in the box for the next entry', async () => {
    const { user } = renderWithApp(<Tags />);
    await user.type(box(), 'garden');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(names()).toEqual(['garden']);
    expect(box()).toHaveFocus();
  });
});
