import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from '@tradeguild/contracts';

type Option = { value: string; label: string };

// The landing search panel's fixed option lists (spec section 9).
export const projectTypeOptions: Option[] = PROJECT_TYPES.map((t) => ({ value: t, label: PROJECT_TYPE_LABELS[t] }));

export const tradeCategoryOptions: Option[] = [
  { value: 'electrician', label: 'Electrician' },
  { value: 'plumber', label: 'Plumber' },
  { value: 'carpenter', label: 'Carpenter' },
  { value: 'tiler', label: 'Tiler' },
  { value: 'painter', label: 'Painter' },
];

export const availabilityOptions: Option[] = [
  { value: 'this_week', label: 'This week' },
  { value: 'next_week', label: 'Next week' },
  { value: 'this_month', label: 'This month' },
  { value: 'emergency', label: 'Emergency' },
];

export const ratingOptions: Option[] = [
  { value: '4.5', label: '4.5+ stars' },
  { value: '4.0', label: '4.0+ stars' },
  { value: '3.5', label: '3.5+ stars' },
];

export const distanceOptions: Option[] = [
  { value: '5', label: 'Within 5 miles' },
  { value: '10', label: 'Within 10 miles' },
  { value: '25', label: 'Within 25 miles' },
];
