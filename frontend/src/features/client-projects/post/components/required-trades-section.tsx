import styled from 'styled-components';
import { Users, Wrench } from 'lucide-react';
import { useController } from 'react-hook-form';
import { PROJECT_TRADES, type ProjectTrade } from '@tradeguild/contracts';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import type { ProjectForm } from './use-project-form';

export function RequiredTradesSection({ form }: { form: ProjectForm }) {
  const { field: trades, fieldState } = useController({ control: form.control, name: 'requiredTrades' });
  const { field: multiTrade } = useController({ control: form.control, name: 'isMultiTrade' });
  const error = fieldState.error?.message;
  const toggle = (trade: ProjectTrade, on: boolean) =>
    trades.onChange(on ? [...trades.value, trade] : trades.value.filter((t) => t !== trade));

  return (
    <FormSection id="trades-title" icon={Wrench} title="Required Trades" description="Select every trade the job needs.">
      <Fieldset aria-describedby={error ? 'requiredTrades-error' : undefined} aria-invalid={error ? true : undefined}>
        <legend className="visually-hidden">Required Trades</legend>
        <Grid>
          {PROJECT_TRADES.map((trade, i) => {
            const checked = trades.value.includes(trade);
            return (
              <CheckboxLabel key={trade} $checked={checked}>
                <Checkbox
                  ref={i === 0 ? trades.ref : undefined}
                  name="requiredTrades"
                  value={trade}
                  checked={checked}
                  onCheckedChange={(on) => toggle(trade, on)}
                />
                {trade}
              </CheckboxLabel>
            );
          })}
        </Grid>
        <FieldError id="requiredTrades-error" message={error} />
      </Fieldset>
      <MultiTrade $checked={Boolean(multiTrade.value)}>
        <Checkbox
          ref={multiTrade.ref}
          name="isMultiTrade"
          checked={Boolean(multiTrade.value)}
          onCheckedChange={(on) => multiTrade.onChange(on)}
          onBlur={multiTrade.onBlur}
        />
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
