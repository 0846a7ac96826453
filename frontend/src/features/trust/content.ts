/**
 * The public information pages (issue 15): plain-English text for a UK trades marketplace.
 * Text only, no markup: the page component renders paragraphs, lists and links between pages.
 */
import type { TrustPageKey } from '@/config/trust-links';

/** A paragraph, or a bulleted list. */
export type Block = string | { list: string[] };

export type TrustSection = { heading: string; blocks: Block[] };

export type TrustPageContent = {
  title: string;
  eyebrow: string;
  lead: string;
  /** Shown on the legal pages, so readers know which version they read. */
  updated?: string;
  sections: TrustSection[];
  /** Other pages worth reading next. */
  related: TrustPageKey[];
};

export const SUPPORT_EMAIL = 'support@tradeguild.co.uk';
export const PRIVACY_EMAIL = 'privacy@tradeguild.co.uk';
export const DISPUTES_EMAIL = 'disputes@tradeguild.co.uk';

const UPDATED = '1 November 2026';

export const trustPages: Record<TrustPageKey, TrustPageContent> = {
  terms: {
    title: 'Terms of Service',
    eyebrow: 'Legal',
    lead: 'The agreement between you and TradeGuild Ltd when you use TradeGuild. We have written it to be read, not skimmed past.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          'TradeGuild is run by TradeGuild Ltd, a company registered in England and Wales. TradeGuild is a marketplace: we help homeowners and businesses ("clients") find, compare and talk to tradespeople, and we help tradespeople show their work. We are not a party to the contract for the work itself.',
          'The contract for any job is between the client and the tradesperson. They agree the price, the scope, the timetable and the payment terms between themselves.',
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          'You need an account to search tradespeople, post a project, send messages or take part in the community. You must be 18 or over and give us accurate details.',
          {
            list: [
              'Keep your sign-in details to yourself; you are responsible for what is done with your account.',
              'One person, one account. A tradesperson may run one business profile per account.',
              'Tell us straight away at ' + SUPPORT_EMAIL + ' if you think someone else has used your account.',
            ],
          },
        ],
      },
      {
        heading: 'What tradespeople agree to',
        blocks: [
          {
            list: [
              'Describe your business, qualifications and experience truthfully. Only show photos of work you or your team actually did.',
              'Hold the registrations the law requires for the work you take on (for example Gas Safe registration for gas work) and keep them current.',
              'Hold suitable public liability insurance for the work you quote for.',
              'Give clients a clear written quote before starting, and honour it unless the job changes.',
            ],
          },
        ],
      },
      {
        heading: 'What clients agree to',
        blocks: [
          {
            list: [
              'Describe your project honestly, including anything a tradesperson needs to know to quote safely (access, asbestos, listed-building status).',
              'Pay for work as agreed with the tradesperson.',
              'Leave reviews only for work that was actually done for you, and keep them fair and factual.',
            ],
          },
        ],
      },
      {
        heading: 'Things nobody may do',
        blocks: [
          {
            list: [
              "Post anything unlawful, abusive, discriminatory or misleading, or anyone else's personal details.",
              'Write or buy fake reviews or endorsements, or review your own business.',
              "Use TradeGuild to send spam, to scrape other members' details, or to get round our safety checks.",
              'Try to break, overload or probe the service.',
            ],
          },
          'We may remove content and suspend or close accounts that break these rules. Where we can, we tell you why and give you a chance to respond.',
        ],
      },
      {
        heading: 'Reviews and content',
        blocks: [
          "You keep ownership of what you post. You give us a licence to show it on TradeGuild for as long as it is published. Reviews stay on a tradesperson's profile even if the reviewer later closes their account (the reviewer's name is then removed), because other clients rely on them.",
        ],
      },
      {
        heading: 'Fees',
        blocks: [
          "Creating an account, searching, posting projects and messaging are free for clients. Creating a profile and portfolio is free for tradespeople. If we ever introduce paid features we will tell you the price before you pay anything, and nothing free today will start costing money without at least 30 days' notice.",
        ],
      },
      {
        heading: 'Our responsibility to you',
        blocks: [
          "We check what we say we check (see Safety & Trust) and we run the service with reasonable care and skill. We are not responsible for the quality of work a tradesperson does, or for a client's payment, because we are not a party to that contract. Nothing in these terms limits your rights under the Consumer Rights Act 2015 or our liability for death or personal injury caused by our negligence, or for fraud.",
        ],
      },
      {
        heading: 'Ending your account',
        blocks: [
          'You can close your account at any time by writing to ' +
            SUPPORT_EMAIL +
            '. We may close an account that seriously or repeatedly breaks these terms.',
        ],
      },
      {
        heading: 'Changes and the law',
        blocks: [
          "We will give you at least 30 days' notice of any change to these terms that affects you, by email and on this page. These terms are governed by the law of England and Wales; if you live in Scotland or Northern Ireland you may also bring a claim in your local courts.",
        ],
      },
    ],
    related: ['privacy', 'cookies', 'disputes'],
  },

  privacy: {
    title: 'Privacy Policy',
    eyebrow: 'Legal',
    lead: 'What personal data we keep, why, for how long, and how to get a copy or have it erased. TradeGuild Ltd is the controller of your data under the UK GDPR and the Data Protection Act 2018.',
    updated: UPDATED,
    sections: [
      {
        heading: 'What we store',
        blocks: [
          {
            list: [
              'Account details from your sign-in: your name, email address, profile picture and whether you joined as a client or a tradesperson.',
              'For tradespeople: your business profile (business name, trades, location, phone, website, hourly rate, qualifications, certifications) and the portfolio photos and descriptions you upload.',
              'For clients: the projects you post, including their location and budget.',
              'Messages you send and receive through TradeGuild.',
              'Reviews and endorsements you write or receive, and posts you make in the community.',
              'Technical records: a session cookie that keeps you signed in, and server logs (IP address, pages requested, time) used to keep the service secure.',
            ],
          },
          'We do not store payment card details, and we never sell your data.',
        ],
      },
      {
        heading: 'Why we use it (our lawful bases)',
        blocks: [
          {
            list: [
              'To run your account and the marketplace you signed up for: contract.',
              "To show tradespeople's profiles, reviews and portfolios to clients, and to deliver your messages: contract.",
              'To keep TradeGuild safe, stop fraud and fake reviews, and fix faults: our legitimate interests.',
              "To check tradespeople's registrations and insurance before showing a Verified badge: our legitimate interests, and those of the clients who rely on it.",
              'To keep records the law requires and respond to lawful requests: legal obligation.',
            ],
          },
        ],
      },
      {
        heading: 'Who can see it',
        blocks: [
          "A tradesperson's business profile, portfolio and reviews are visible to signed-in members. Your messages are visible only to you and the person you wrote to. A client's posted project is visible to signed-in members, without the client's email address.",
          "We use a small number of suppliers (hosting in the UK and the European Economic Area, and email delivery) who process data only on our instructions. If a supplier is outside the UK we use the UK's International Data Transfer Agreement or an adequacy decision.",
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Account and profile details: while your account is open, then deleted within 30 days of closing it.',
              'Messages: while the account of either person in the conversation is open; deleted or anonymised within 30 days once both are closed.',
              "Reviews: kept on the tradesperson's profile with the reviewer's name removed after the reviewer closes their account.",
              'Server logs: 30 days. Records of safety reports and disputes: 6 years, the period in which a legal claim can be made.',
            ],
          },
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'Under the UK GDPR you can:',
          {
            list: [
              'Get a copy of the personal data we hold about you (a subject access request), free of charge, within one month.',
              'Have inaccurate data corrected: most of it you can edit yourself on your profile.',
              'Have your data erased, unless we must keep it by law or to deal with a dispute or safety report.',
              'Object to our use of your data based on legitimate interests, or ask us to restrict it.',
              'Receive the data you gave us in a machine-readable format (data portability).',
            ],
          },
          'Email ' +
            PRIVACY_EMAIL +
            " from the address on your account, saying what you want. We will reply within one month. If you are unhappy with our answer you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).",
        ],
      },
      {
        heading: 'Security',
        blocks: [
          'Connections to TradeGuild are encrypted, sign-in sessions are held in a secure, HTTP-only cookie, and only staff who need it can reach member data. If a breach put your data at risk we would tell you and the ICO as the law requires.',
        ],
      },
    ],
    related: ['cookies', 'terms', 'contact'],
  },

  cookies: {
    title: 'Cookie Notice',
    eyebrow: 'Legal',
    lead: 'TradeGuild uses one cookie, and only because you cannot stay signed in without it. No advertising cookies, no tracking across other sites.',
    updated: UPDATED,
    sections: [
      {
        heading: 'The cookie we set',
        blocks: [
          {
            list: [
              'tg.sid: keeps you signed in. It is set when you sign in, is HTTP-only (scripts cannot read it), is only sent to TradeGuild, and expires 7 days after your last visit or when you log out.',
            ],
          },
          'This cookie is strictly necessary for the service you asked for, so under the Privacy and Electronic Communications Regulations it does not need your consent, and we do not show a cookie banner.',
        ],
      },
      {
        heading: 'What we do not use',
        blocks: [
          'No analytics cookies, no advertising or social media cookies, and no third-party trackers. Article view counts on the blog are counted on our own server without a cookie.',
        ],
      },
      {
        heading: 'Controlling cookies',
        blocks: [
          "You can delete or block cookies in your browser's settings. If you block tg.sid you can still read the public pages, but you will not be able to sign in.",
        ],
      },
    ],
    related: ['privacy', 'terms'],
  },

  howItWorks: {
    title: 'How It Works',
    eyebrow: 'Getting started',
    lead: "TradeGuild puts a tradesperson's real work in front of you before you ever ask for a quote. Here is how it works on each side.",
    sections: [
      {
        heading: 'For clients',
        blocks: [
          {
            list: [
              'Sign in for free. Searching, posting projects and messaging cost you nothing.',
              'Search by trade, postcode, rating and availability. Sort by best match, distance, rating or number of reviews.',
              'Open a profile to see before-and-after photos of finished jobs, qualifications, reviews from other clients and endorsements from fellow tradespeople.',
              'Message a tradesperson or ask for a quote. Keep the conversation on TradeGuild so there is a record if anything goes wrong.',
              'Or post your project and let tradespeople come to you.',
              'When the work is done, leave an honest review. It helps the next client and rewards good work.',
            ],
          },
        ],
      },
      {
        heading: 'For tradespeople',
        blocks: [
          {
            list: [
              'Join as a tradesperson for free and create your business profile: trades, area, rates and qualifications.',
              'Build a portfolio of finished jobs with before-and-after photos. Clients choose on evidence, not on who shouts loudest.',
              'Send us your registration numbers and insurance certificate to earn the Verified badge (see Safety & Trust).',
              'Answer messages and quote requests from clients, and apply to posted projects.',
              'Earn reviews from clients and endorsements from other trades, and learn from peers in the community.',
            ],
          },
        ],
      },
      {
        heading: 'How search ranks tradespeople',
        blocks: [
          'The default "Best match" order weighs a rating by how many reviews stand behind it, so a 4.8 from 60 reviews ranks above a 5.0 from a single review. Only reviews of completed jobs count. Profiles without such reviews yet are marked "New on TradeGuild" rather than shown with an empty score. Nobody can pay to rank higher.',
        ],
      },
      {
        heading: 'What it costs',
        blocks: [
          "TradeGuild is free for clients and for tradespeople today. There is no fee per lead and no commission on jobs. If we ever introduce optional paid features for businesses, the price will be shown before anyone pays, with at least 30 days' notice.",
        ],
      },
    ],
    related: ['safety', 'help', 'disputes'],
  },

  safety: {
    title: 'Safety & Trust',
    eyebrow: 'Hiring with confidence',
    lead: 'What the Verified badge means, what we check, and what you can do to protect yourself when you hire.',
    sections: [
      {
        heading: 'What "Verified" means',
        blocks: [
          'A Verified badge means a member of the TradeGuild team has checked the following for that business, and rechecks them every 12 months or when a certificate expires:',
          {
            list: [
              'Identity: the person running the profile is who they say they are (photo ID matched to the account holder).',
              'Trade registrations for regulated work: Gas Safe Register for anyone doing gas work, checked against the register by licence number; NICEIC, NAPIT or another competent person scheme for electricians signing off notifiable work under Part P of the Building Regulations.',
              'Insurance: a current public liability insurance certificate (we look for at least £1 million of cover), with its expiry date recorded.',
              'The business: the trading name, address and, for limited companies, the Companies House record.',
            ],
          },
          'Verified does not mean we guarantee the quality of a job. It means the paperwork behind the profile is real. Reviews and portfolios tell you about the work.',
        ],
      },
      {
        heading: 'Reviews you can rely on',
        blocks: [
          'Only signed-in clients can leave a review: one per completed job they hired the tradesperson for, marked "Verified job". A tradesperson may also invite a past customer to review a portfolio project; that review is marked "Invited by the tradesman" and never counts towards the rating. Tradespeople cannot delete reviews they dislike; they can reply to them. We remove reviews that are fake, abusive or about something other than the work, and we investigate patterns of suspicious reviews.',
        ],
      },
      {
        heading: 'Protect yourself when you hire',
        blocks: [
          {
            list: [
              'Get at least two written quotes that say what is included, the price and the timetable.',
              "Check a gas engineer's Gas Safe ID card on the day, and ask for the certificate when the work is finished (an electrical installation certificate, a gas safety record, building control sign-off).",
              'Never pay the full price up front. A deposit for materials, then stage payments as work is completed, is normal.',
              'Keep your messages on TradeGuild so there is a record if you need to raise a dispute.',
              'Be wary of anyone who asks you to pay by bank transfer to a personal account at short notice, or who pressures you to decide on the spot.',
            ],
          },
        ],
      },
      {
        heading: 'Reporting a problem',
        blocks: [
          'If a profile looks fake, a review looks bought, or someone behaves in a way that worries you, email ' +
            SUPPORT_EMAIL +
            ' with a link to the profile. We read every report. If you are in danger, call 999 first.',
        ],
      },
    ],
    related: ['disputes', 'howItWorks', 'contact'],
  },

  disputes: {
    title: 'Dispute Resolution',
    eyebrow: 'When things go wrong',
    lead: 'Most problems are solved by talking. If that does not work, here is how we help, step by step.',
    sections: [
      {
        heading: '1. Talk to the other person first',
        blocks: [
          'Message them on TradeGuild, say clearly what is wrong and what you would like done, and give a reasonable deadline (7 days is typical). Keep it factual and polite; the message history is your record.',
        ],
      },
      {
        heading: '2. Ask us to step in',
        blocks: [
          'If you cannot agree within 14 days, email ' + DISPUTES_EMAIL + ' with:',
          {
            list: [
              'the name of the tradesperson or client, and the project;',
              'what was agreed (the quote or messages) and what went wrong;',
              'photos of the work, if it is about quality;',
              'what you would consider a fair outcome.',
            ],
          },
          'We reply within 2 working days. We read both sides, look at the message history and any photos, and suggest a fair way forward, such as finishing or putting right the work, a partial refund, or an independent inspection.',
        ],
      },
      {
        heading: '3. What we can and cannot do',
        blocks: [
          'We are not a court and we do not hold your money, so we cannot force a payment. We can remove reviews that are untrue, add a note to a profile, withdraw a Verified badge, and suspend members who act dishonestly.',
        ],
      },
      {
        heading: '4. If it still is not resolved',
        blocks: [
          {
            list: [
              'Check whether the tradesperson belongs to a trade association or competent person scheme (for example NICEIC, NAPIT or a Gas Safe registered business): many run their own complaints and warranty schemes.',
              'Citizens Advice (0808 223 1133) gives free advice on your consumer rights.',
              'For claims up to £10,000 in England and Wales you can use the small claims court online at Money Claim Online.',
            ],
          },
        ],
      },
    ],
    related: ['safety', 'terms', 'contact'],
  },

  contact: {
    title: 'Contact Us',
    eyebrow: 'Get in touch',
    lead: 'Real people read every message. We reply within 2 working days, usually sooner.',
    sections: [
      {
        heading: 'General help',
        blocks: ['Questions about your account, a profile or a project: ' + SUPPORT_EMAIL + '.'],
      },
      {
        heading: 'Privacy and your data',
        blocks: ['To get a copy of your data, correct it or have it erased: ' + PRIVACY_EMAIL + ' (see our Privacy Policy).'],
      },
      {
        heading: 'Disputes',
        blocks: ['A problem with a job you cannot sort out between you: ' + DISPUTES_EMAIL + ' (see Dispute Resolution).'],
      },
      {
        heading: 'Our hours',
        blocks: [
          'Monday to Friday, 9am to 5:30pm UK time, except bank holidays. Messages sent outside those hours are answered the next working day.',
        ],
      },
    ],
    related: ['help', 'disputes', 'privacy'],
  },

  help: {
    title: 'Help Centre',
    eyebrow: 'Answers',
    lead: 'Quick answers to the questions we are asked most. Cannot find yours? Contact us.',
    sections: [
      {
        heading: 'Signing in and accounts',
        blocks: [
          {
            list: [
              'Do I need an account? Only to search tradespeople, post a project, send messages or join the community. The blog and these help pages are open to everyone.',
              'Client or tradesperson? Choose "Login to Your Account" to join as a client, or "Join as Professional" to create a business profile.',
              'How do I close my account? Email ' +
                SUPPORT_EMAIL +
                ' from the address on your account. Your data is deleted within 30 days (see the Privacy Policy).',
            ],
          },
        ],
      },
      {
        heading: 'Finding a tradesperson',
        blocks: [
          {
            list: [
              'Enter a postcode to see how far away each tradesperson is and to sort by distance.',
              '"New on TradeGuild" means a profile has no reviews of completed jobs yet. Look at the portfolio and the Verified badge instead.',
              'Use the filters for trade, specialisation, availability, minimum rating, hourly rate and response time.',
            ],
          },
        ],
      },
      {
        heading: 'For tradespeople',
        blocks: [
          {
            list: [
              'Edit your profile from your dashboard ("Edit profile"), and add finished jobs under "Manage portfolio".',
              'To get Verified, email ' +
                SUPPORT_EMAIL +
                ' with your Gas Safe or NICEIC/NAPIT number (if you do regulated work) and your public liability insurance certificate.',
              'Good photos win work: show the before and after from the same angle, in daylight.',
            ],
          },
        ],
      },
      {
        heading: 'Safety and problems',
        blocks: [
          {
            list: [
              'What does Verified mean? See Safety & Trust for exactly what we check.',
              'A job went wrong? See Dispute Resolution for the steps to follow.',
            ],
          },
        ],
      },
    ],
    related: ['howItWorks', 'safety', 'contact'],
  },
};
