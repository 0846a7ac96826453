import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { trustLinks, trustPageKeys, type TrustPageKey } from '@/config/trust-links';
import { trustPages, type Block } from '../content';

/** One information page: its sections, the pages to read next, and every other page in a side list. */
export function TrustPage({ page }: { page: TrustPageKey }) {
  const content = trustPages[page];
  const { hash } = useLocation();
  useEffect(() => {
    document.title = `${content.title} | TradeGuild`;
  }, [content.title]);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, page]);
  return (
    <Container>
      <Layout>
        <article aria-labelledby="trust-title">
          <PageHeader eyebrow={content.eyebrow} title={<span id="trust-title">{content.title}</span>} lead={content.lead} />
          {content.updated && <Updated>Last updated {content.updated}</Updated>}
          {content.sections.map((s) => (
            <Section key={s.heading} id={anchorOf(s.heading)}>
              <h2>{s.heading}</h2>
              {s.blocks.map((b, i) => (
                <BlockView key={i} block={b} />
              ))}
            </Section>
          ))}
          <Related aria-label="Read next">
            <h2>Read next</h2>
            <ul role="list">
              {content.related.map((k) => (
                <li key={k}>
                  <Link to={trustLinks[k].to}>{trustLinks[k].label}</Link>
                </li>
              ))}
            </ul>
          </Related>
        </article>
        <Side aria-label="Information pages">
          <ul role="list">
            {trustPageKeys.map((k) => (
              <li key={k}>
                <NavLink to={trustLinks[k].to}>{trustLinks[k].label}</NavLink>
              </li>
            ))}
          </ul>
        </Side>
      </Layout>
    </Container>
  );
}

/** 'What it costs' -> 'what-it-costs', so a footer link can open a section. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const EMAIL = /([a-z]+@tradeguild\.co\.uk)/;

/** Text with our email addresses as mailto links. */
function WithEmails({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string')
    return (
      <p>
        <WithEmails text={block} />
      </p>
    );
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <WithEmails text={item} />
        </li>
      ))}
    </ul>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 240px;
    align-items: start;
  }
  article {
    max-width: 760px;
  }
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  li {
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Related = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
    padding: 0;
    list-style: none;
  }
  a {
    font-weight: 600;
  }
`;

const Side = styled.nav`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + 24px);
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: grid;
    gap: 2px;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a.active {
    background: ${({ theme }) => theme.colors.brandTint};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
  @media (max-width: 1023.98px) {
    position: static;
  }
`;
