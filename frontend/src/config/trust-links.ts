import { paths } from '@/config/paths';

export type TrustPageKey = 'terms' | 'privacy' | 'cookies' | 'howItWorks' | 'safety' | 'disputes' | 'contact' | 'help';

/** Where each information page lives and what links to it say. Kept apart from the text so footers stay small. */
export const trustLinks: Record<TrustPageKey, { to: string; label: string }> = {
  howItWorks: { to: paths.howItWorks, label: 'How It Works' },
  safety: { to: paths.safety, label: 'Safety & Trust' },
  help: { to: paths.help, label: 'Help Centre' },
  contact: { to: paths.contact, label: 'Contact Us' },
  disputes: { to: paths.disputes, label: 'Dispute Resolution' },
  terms: { to: paths.terms, label: 'Terms of Service' },
  privacy: { to: paths.privacy, label: 'Privacy Policy' },
  cookies: { to: paths.cookies, label: 'Cookie Notice' },
};

export const trustPageKeys = Object.keys(trustLinks) as TrustPageKey[];
