import styled from 'styled-components';
import { Users, Wrench } from 'lucide-react';
import { PROJECT_TRADES } from '@tradeguild/contracts';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import type { ProjectFormSectionProps } from './use-project-form';

export function RequiredTradesSection({ values, errors, update }: ProjectFormSectionProps) {
  const toggle = (trade: string, on: boolean) =>
    update('requiredTrades', on ? [...values.requiredTrades, trade] : values.requiredTrades.filter((t) => t !== trade));

  return (
    <FormSection id="trades-title" icon={Wrench} title="Required Trades" description="Select every trade the job needs.">
      <Fieldset
        aria-describedby={errors.requiredTrades ? 'requiredTrades-error' : undefined}
        aria-invalid={errors.requiredTrades ? true : undefined}
      >
        <legend className="visually-hidden">Required Trades</legend>
        <Grid>
          {PROJECT_TRADES.map((trade, i) => {
            const checked = values.requiredTrades.includes(trade);
            return (
              <CheckboxLabel key={trade} $checked={checked}>
                <Checkbox
                  name="requiredTrades"
                  value={trade}
                  checked={checked}
                  data-field={i === 0 ? 'requiredTrades' : undefined}
                  onCheckedChange={(on) => toggle(trade, on)}
                />
                {trade}
              </CheckboxLabel>
            );
          })}
        </Grid>
        <FieldError id="requiredTrades-error" message={errors.requiredTrades} />
      </Fieldset>
      <MultiTrade $checked={values.isMultiTrade}>
        <Checkbox name="isMultiTrade" checked={values.isMultiTrade} onCheckedChange={(on) => update('isMultiTrade', on)} />
        <Users size={20} aria-hidden="true" />
        <span>
          <strong>This is a multi-trade project</strong>
          <small>Several trades will collaborate and coordinate on the work.</small>
        </span>
      </MultiTrade>
    </FormSection>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
`;

const MultiTrade = styled(CheckboxLabel)`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandTint : theme.colors.accentSoft)};
  border-style: ${({ $checked }) => ($checked ? 'solid' : 'dashed')};
  > svg {
    color: ${({ theme }) => theme.colors.accentStrong};
    flex-shrink: 0;
  }
  strong {
    display: block;
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
