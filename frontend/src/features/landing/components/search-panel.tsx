import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MemberLink } from '@/components/member-link';
import { paths } from '@/config/paths';
import { Input, Label, Select } from '@/components/ui/form';
import { goToLogin } from '@/lib/navigation';
import { availabilityOptions, distanceOptions, projectTypeOptions, ratingOptions, tradeCategoryOptions } from '../data/search-options';
import { LandingSection, SectionHeading } from './section-heading';

const selects = [
  { id: 'landing-project-type', name: 'projectType', label: 'Project type', placeholder: 'Any project type', options: projectTypeOptions },
  { id: 'landing-trade', name: 'trade', label: 'Trade category', placeholder: 'Any trade', options: tradeCategoryOptions },
  { id: 'landing-availability', name: 'availability', label: 'Availability', placeholder: 'Any time', options: availabilityOptions },
  { id: 'landing-rating', name: 'rating', label: 'Rating', placeholder: 'Any rating', options: ratingOptions },
  { id: 'landing-distance', name: 'distance', label: 'Distance', placeholder: 'Any distance', options: distanceOptions },
];

/**
 * The landing's search section. Its form holds no state and is not validated or submitted: searching
 * needs an account, so the button goes to login.
 */
export function SearchPanel() {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goToLogin();
  };
  return (
    <LandingSection aria-labelledby="search-title" $tone="muted">
      <Container>
        <SectionHeading id="search-title" eyebrow="Find your tradesperson" title="Search thousands of verified professionals" />
        <Panel onSubmit={onSubmit} noValidate role="search" aria-labelledby="search-title">
          <TopRow>
            <div>
              <Label htmlFor="landing-need">What do you need?</Label>
              <Input id="landing-need" name="need" placeholder="e.g. rewire a three-bed semi, new boiler, loft conversion" />
            </div>
            <div>
              <Label htmlFor="landing-location">Location</Label>
              <Input id="landing-location" name="location" placeholder="postcode or area" autoComplete="postal-code" />
            </div>
          </TopRow>
          <SelectRow>
            {selects.map((s) => (
              <div key={s.id}>
                <Label htmlFor={s.id}>{s.label}</Label>
                <Select id={s.id} name={s.name} defaultValue="">
                  <option value="">{s.placeholder}</option>
                  {s.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
          </SelectRow>
          <Actions>
            <MemberLink to={`${paths.search}?filters=open`} look="ghost">
              <SlidersHorizontal size={18} aria-hidden="true" />
              Advanced Filters
            </MemberLink>
            <Button type="submit" $size="lg">
              <Search size={18} aria-hidden="true" />
              Search Tradesmen
            </Button>
          </Actions>
        </Panel>
      </Container>
    </LandingSection>
  );
}

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const TopRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr;
  }
`;

const SelectRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > button {
    flex: 1 1 200px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > button {
      flex: 0 0 auto;
    }
  }
`;
