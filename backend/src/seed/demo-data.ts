import type { PostProject, UserType } from '@tradeguild/contracts';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

/** Demo accounts: sign in on the local provider with any of these e-mails to see seeded data. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'sarah.thompson@example.co.uk', firstName: 'Sarah', lastName: 'Thompson', userType: 'client' },
  { email: 'david.okafor@example.co.uk', firstName: 'David', lastName: 'Okafor', userType: 'client' },
  { email: 'james.whitfield@example.co.uk', firstName: 'James', lastName: 'Whitfield', userType: 'tradesman' },
];

type DemoProject = Omit<PostProject, 'commandId' | 'status' | 'photos'>;

export const DEMO_CLIENT_PROJECTS: { clientEmail: string; daysAgo: number; project: DemoProject }[] = [
  {
    clientEmail: 'sarah.thompson@example.co.uk',
    daysAgo: 2,
    project: {
      title: 'Victorian terrace kitchen refit',
      description:
        'Full kitchen refit in a two-up two-down in Headingley: strip out the old units, re-plaster one wall, new worktops, tiled splashback and under-cabinet lighting. Gas hob to be moved 1.5 m.',
      category: 'carpenter',
      projectType: 'renovation',
      location: 'Leeds LS6',
      budget: '£12,000 - £15,000',
      timeline: 'Start in March, about 4 weeks',
      requiredTrades: ['Carpenter', 'Plasterer', 'Tiler', 'Electrician', 'Heating Engineer'],
      isMultiTrade: true,
    },
  },
  {
    clientEmail: 'sarah.thompson@example.co.uk',
    daysAgo: 9,
    project: {
      title: 'Replace leaking bay window',
      description:
        'The ground-floor bay window leaks in heavy rain. Looking for a glazier to replace it with a double-glazed timber-effect unit that suits a conservation area.',
      category: 'glazier',
      projectType: 'heritage',
      location: 'Leeds LS6',
      budget: '£2,500 - £4,000',
      timeline: 'Within 6 weeks',
      requiredTrades: ['Glazier'],
      isMultiTrade: false,
    },
  },
  {
    clientEmail: 'david.okafor@example.co.uk',
    daysAgo: 4,
    project: {
      title: 'Garden room electrics and lighting',
      description:
        'New garden office needs an armoured cable run from the house (about 18 m), a consumer unit, six sockets, downlights and an outdoor light. Certificate required.',
      category: 'electrician',
      projectType: 'residential',
      location: 'Bristol BS7',
      budget: '£1,800 - £2,600',
      timeline: 'Next month',
      requiredTrades: ['Electrician'],
      isMultiTrade: false,
    },
  },
];
