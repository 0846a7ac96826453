import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Clock, Globe, Phone, PoundSterling, Timer } from 'lucide-react';
import { RESPONSE_TIME_LABELS } from '@tradeguild/contracts';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { AvailabilityBadge } from '@/components/showcase/availability-badge';
import { formatHourlyRate } from '@/lib/format';
import type { TradesmanProfile } from '../api/get-tradesman';

/** Phone, website, availability, hourly rate and how fast they usually reply. */
export function ContactCard({ profile: p }: { profile: TradesmanProfile }) {
  return (
    <Card as="section" aria-labelledby="contact-title">
      <CardHeader>
        <CardTitle id="contact-title">
          <Phone size={18} aria-hidden="true" />
          Contact Information
        </CardTitle>
      </CardHeader>
      <CardBody>
        <List>
          <Row icon={<Phone size={16} />} label="Phone">
            {p.phone ? <a href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}>{p.phone}</a> : <Missing>Not provided</Missing>}
          </Row>
          <Row icon={<Globe size={16} />} label="Website">
            {p.website ? (
              <a href={p.website} target="_blank" rel="noopener noreferrer nofollow">
                {p.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            ) : (
              <Missing>Not provided</Missing>
            )}
          </Row>
          <Row icon={<Clock size={16} />} label="Availability">
            <AvailabilityBadge value={p.availability} />
          </Row>
          <Row icon={<PoundSterling size={16} />} label="Hourly rate">
            {formatHourlyRate(p.hourlyRate)}
          </Row>
          <Row icon={<Timer size={16} />} label="Response time">
            {p.responseTime ? RESPONSE_TIME_LABELS[p.responseTime] : <Missing>Not specified</Missing>}
          </Row>
        </List>
      </CardBody>
    </Card>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3.5)};
  > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-shrink: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt span {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    min-width: 0;
    text-align: right;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Missing = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
