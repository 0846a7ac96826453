import styled from 'styled-components';
import { ExternalLink, PlayCircle, Video } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

/** Video links (https only, by contract), opened in a new tab. */
export function ProjectVideos({ videos }: { videos: string[] }) {
  if (videos.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="videos-title">
      <CardHeader>
        <CardTitle id="videos-title">
          <Video size={18} aria-hidden="true" />
          Videos
        </CardTitle>
      </CardHeader>
      <CardBody>
        <List role="list">
          {videos.map((v, i) => (
            <li key={v}>
              <a href={v} target="_blank" rel="noopener noreferrer nofollow">
                <PlayCircle size={18} aria-hidden="true" />
                <span>
                  Video {i + 1}
                  <small>{hostOf(v)}</small>
                </span>
                <ExternalLink size={15} aria-hidden="true" />
                <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2.5)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }
  span {
    flex: 1;
    display: grid;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
