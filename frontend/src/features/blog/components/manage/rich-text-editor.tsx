import { useEffect, type RefCallback } from 'react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';
import { Prose } from '../public/article-body';
import { useBlogImageUpload } from '../../hooks/use-blog-image-upload';
import { EditorToolbar } from './editor-toolbar';

type Props = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy: string;
  /** Given the editable area once the editor is up: what a form focuses when the content is invalid. */
  ref?: RefCallback<HTMLElement>;
};

/**
 * The article editor (TipTap), loaded only when the dialog opens. It writes the same HTML the
 * server's allow-list keeps; the server sanitises it again on save and stores that.
 */
export default function RichTextEditor({ id, value, onChange, invalid, describedBy, ref }: Props) {
  const images = useBlogImageUpload();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // The view exists only once EditorContent has mounted it (tiptap throws on `editor.view` before
  // that, which blanked the page when the lazy chunk arrived mid-render): hand it over on 'create'.
  useEffect(() => {
    if (!editor || !ref) return;
    const attach = () => ref(editor.view.dom);
    if (editor.isInitialized) attach();
    editor.on('create', attach);
    return () => {
      editor.off('create', attach);
      ref(null);
    };
  }, [editor, ref]);

  async function insertImage(file: File) {
    const url = await images.upload(file);
    if (!url || !editor) return;
    const alt = window.prompt('Describe the image for readers who cannot see it', '') ?? '';
    editor.chain().focus().setImage({ src: url, alt }).run();
  }

  return (
    <Frame $invalid={invalid}>
      {editor && <EditorToolbar editor={editor} onImage={insertImage} uploading={images.uploading} />}
      <Area>
        <EditorContent editor={editor} />
      </Area>
    </Frame>
  );
}

const Frame = styled.div<{ $invalid: boolean }>`
  overflow: hidden;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Area = styled(Prose)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  .ProseMirror {
    min-height: 240px;
    max-height: 50vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(3.5)};
    outline: none;
  }
  .ProseMirror > * + * {
    margin-top: 0.8em;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
