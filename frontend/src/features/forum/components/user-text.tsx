import styled from 'styled-components';
import { linkify } from '../lib/linkify';

/** A member's plain text: line breaks kept, web addresses as links, nothing else interpreted. */
export function UserText({ text }: { text: string }) {
  return (
    <Body>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Body>
  );
}

const Body = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.body};
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;
