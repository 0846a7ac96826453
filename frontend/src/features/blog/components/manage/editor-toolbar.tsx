import { useRef } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import styled from 'styled-components';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';

type Props = { editor: Editor; onImage: (file: File) => Promise<void>; uploading: boolean };

/** Headings, bold, italic, lists, quote, link, an uploaded image, undo and redo; every button has a name. */
export function EditorToolbar({ editor, onImage, uploading }: Props) {
  const file = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  function editLink() {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://..., mailto:... or /path)', current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  const button = (label: string, Icon: LucideIcon, run: () => void, active?: boolean, disabled = false) => (
    <Tooltip content={label}>
      <ToolButton type="button" aria-label={label} aria-pressed={active} onClick={run} disabled={disabled} $active={!!active}>
        <Icon size={17} aria-hidden="true" />
      </ToolButton>
    </Tooltip>
  );

  return (
    <TooltipProvider>
      <Bar role="toolbar" aria-label="Formatting">
        {button('Heading', Heading2, () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
        {button('Subheading', Heading3, () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
        <Divider />
        {button('Bold', Bold, () => chain().toggleBold().run(), state.bold)}
        {button('Italic', Italic, () => chain().toggleItalic().run(), state.italic)}
        <Divider />
        {button('Bulleted list', List, () => chain().toggleBulletList().run(), state.bullet)}
        {button('Numbered list', ListOrdered, () => chain().toggleOrderedList().run(), state.ordered)}
        {button('Quote', Quote, () => chain().toggleBlockquote().run(), state.quote)}
        {button('Link', Link2, editLink, state.link)}
        {button(uploading ? 'Uploading image...' : 'Insert image', ImagePlus, () => file.current?.click(), undefined, uploading)}
        <Divider />
        {button('Undo', Undo2, () => chain().undo().run(), undefined, !state.undo)}
        {button('Redo', Redo2, () => chain().redo().run(), undefined, !state.redo)}
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            if (picked) void onImage(picked);
          }}
        />
      </Bar>
    </TooltipProvider>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: ${({ theme }) => theme.space(1.5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ToolButton = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Divider = styled.span`
  width: 1px;
  margin: 6px 4px;
  background: ${({ theme }) => theme.colors.borderStrong};
`;
