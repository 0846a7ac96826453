import styled from 'styled-components';

/**
 * The article's HTML as the server stored it: sanitised on write with an allow-list (no scripts,
 * handlers, styles or unsafe addresses), so it is rendered as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Prose data-article-body dangerouslySetInnerHTML={{ __html: html }} />;
}

export const Prose = styled.div`
  font-size: 1.075rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  & > * + * {
    margin-top: 1.1em;
  }
  h2 {
    margin-top: 1.8em;
    font-size: 1.6rem;
  }
  h3 {
    margin-top: 1.5em;
    font-size: 1.3rem;
  }
  h4 {
    margin-top: 1.3em;
    font-size: 1.1rem;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  li > p {
    margin: 0;
  }
  a {
    font-weight: 500;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  hr {
    border: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2em 0;
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandStrong};
    color: white;
  }
  pre code {
    padding: 0;
    background: none;
    color: inherit;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
