import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { TradesmanAvailability } from '@tradeguild/contracts';

const LOOK: Record<TradesmanAvailability, { label: string; variant: BadgeVariant }> = {
  available: { label: 'Available', variant: 'success' },
  busy: { label: 'Busy', variant: 'accent' },
  unavailable: { label: 'Unavailable', variant: 'secondary' },
  emergency: { label: 'Emergency call-outs', variant: 'default' },
};

/** Spec section 4: a profile without a value reads as available; 'emergency' is a value too. */
export function availabilityLabel(value: TradesmanAvailability | null | undefined): string {
  return LOOK[value ?? 'available'].label;
}

export function AvailabilityBadge({ value }: { value: TradesmanAvailability | null | undefined }) {
  const look = LOOK[value ?? 'available'];
  return <Badge $variant={look.variant}>{look.label}</Badge>;
}
