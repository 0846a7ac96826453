// Hard-coded showcase content for the public landing page (spec: sample content, not API data).

export type SampleTradesman = {
  id: string;
  name: string;
  business: string;
  trade: string;
  /** The search category 'View Profile' opens (these sample businesses are not real profiles). */
  category: string;
  location: string;
  rating: number;
  reviews: number;
  years: number;
  rate: string;
  avatar: string;
  specializations: string[];
  quote: string;
};

export const sampleTradesmen: SampleTradesman[] = [
  {
    id: 'whitfield',
    name: 'James Whitfield',
    business: 'Whitfield & Sons Joinery',
    trade: 'Carpenter & Joiner',
    category: 'carpenter',
    location: 'Harrogate, North Yorkshire',
    rating: 4.9,
    reviews: 127,
    years: 18,
    rate: 'From £45/hr',
    avatar: '/images/avatar-james.svg',
    specializations: ['Bespoke Joinery', 'Kitchen Renovation', 'Heritage Restoration'],
    quote: 'Third-generation joiners specialising in hand-built kitchens and sash window restoration.',
  },
  {
    id: 'severn-valley',
    name: 'Priya Sharma',
    business: 'Severn Valley Plumbing & Heating',
    trade: 'Plumber & Heating Engineer',
    category: 'plumber',
    location: 'Worcester, Worcestershire',
    rating: 4.8,
    reviews: 96,
    years: 12,
    rate: 'From £50/hr',
    avatar: '/images/avatar-priya.svg',
    specializations: ['Underfloor Heating', 'Bathroom Design', 'Eco-Friendly Systems'],
    quote: 'Gas Safe registered. Heat pumps, wet rooms and full bathroom installations.',
  },
  {
    id: 'brightwire',
    name: 'Daniel Okafor',
    business: 'Brightwire Electrical',
    trade: 'Electrician',
    category: 'electrician',
    location: 'Bristol, Avon',
    rating: 4.9,
    reviews: 143,
    years: 14,
    rate: 'From £48/hr',
    avatar: '/images/avatar-daniel.svg',
    specializations: ['Smart Home Automation', 'Solar Installation', 'Electrical Rewiring'],
    quote: 'NICEIC approved contractor for rewires, EV chargers and solar with battery storage.',
  },
];

export type SampleShowcase = {
  id: string;
  title: string;
  location: string;
  tradesmen: string;
  trades: string[];
  budget: string;
  duration: string;
  before: { src: string; alt: string };
  after: { src: string; alt: string };
  summary: string;
  testimonial: { quote: string; author: string };
};

export const sampleShowcases: SampleShowcase[] = [
  {
    id: 'clapham-kitchen',
    title: 'Victorian terrace kitchen transformation',
    location: 'Clapham, London',
    tradesmen: 'Whitfield & Sons Joinery with Brightwire Electrical',
    trades: ['Joinery', 'Electrical', 'Plastering'],
    budget: '£28,000 – £35,000',
    duration: '6 weeks',
    before: { src: '/images/kitchen-before.svg', alt: 'Kitchen before: dated units, worn lino floor and a single ceiling bulb' },
    after: {
      src: '/images/kitchen-after.svg',
      alt: 'Kitchen after: sage shaker cabinets, oak worktops, pendant lights and a herringbone floor',
    },
    summary:
      'A cramped galley kitchen opened into a light-filled family space with hand-painted shaker cabinets, an oak island and a full rewire.',
    testimonial: { quote: 'Three trades, one seamless project. They coordinated everything between them.', author: 'Sarah & Tom, Clapham' },
  },
  {
    id: 'worcester-bathroom',
    title: 'Family bathroom with underfloor heating',
    location: 'Worcester, Worcestershire',
    tradesmen: 'Severn Valley Plumbing & Heating with Castle Tiling Co.',
    trades: ['Plumbing', 'Tiling', 'Heating'],
    budget: '£9,500 – £12,000',
    duration: '3 weeks',
    before: { src: '/images/bathroom-before.svg', alt: 'Bathroom before: avocado suite, cracked tiles and an old electric shower' },
    after: {
      src: '/images/bathroom-after.svg',
      alt: 'Bathroom after: walk-in rainfall shower, freestanding bath and large-format stone tiles',
    },
    summary: 'An avocado 1970s suite replaced with a walk-in shower, freestanding bath and warm-underfoot wet underfloor heating.',
    testimonial: { quote: 'Tidy, on time and the heated floor is the best thing we have ever done.', author: 'Margaret H., Worcester' },
  },
];
