import type { ForumCategory } from '@tradeguild/contracts';

/** A demo thread: authors are indexes into the demo tradesmen; replies come `hours` after the post. */
export interface DemoThread {
  category: ForumCategory;
  title: string;
  content: string;
  tags: string[];
  daysAgo: number;
  author: number;
  replies: { author: number; hours: number; content: string }[];
  likes: number;
  /** The index of the reply the author marked as the answer. */
  solvedBy?: number;
}

export const DEMO_THREADS: DemoThread[] = [
  {
    category: 'technical',
    title: 'Type A or Type AC RCBOs for a new consumer unit?',
    daysAgo: 1,
    author: 0,
    likes: 7,
    solvedBy: 1,
    tags: ['rcbo', 'consumer-unit', 'bs7671'],
    content:
      'Swapping a 1990s board for a split-load metal unit next week. The wholesaler only had Type AC in stock.\n\nAm I right that AC is effectively off the table now under Amendment 2?',
    replies: [
      {
        author: 3,
        hours: 2,
        content:
          'AC is still in the regs but with restrictions. Most of us have gone to Type A across the board to stop arguments with the assessor.',
      },
      {
        author: 7,
        hours: 3,
        content:
          'Regulation 531.3.3: Type AC only for fixed equipment known to have no DC components. With LED drivers and inverters everywhere, fit Type A.\n\nhttps://electrical.theiet.org/ has the guidance note.',
      },
      { author: 0, hours: 5, content: 'Cheers both, ordered Type A. Marking this one solved.' },
    ],
  },
  {
    category: 'business',
    title: 'How do you handle deposits on jobs over £5k?',
    daysAgo: 2,
    author: 12,
    likes: 11,
    tags: ['deposits', 'cashflow', 'contracts'],
    content:
      'Had a client pull out two days before start and I had already ordered £1,800 of materials. What deposit terms are people using on bigger jobs?',
    replies: [
      {
        author: 20,
        hours: 1,
        content:
          '25% on acceptance, materials invoiced at cost when ordered, balance in stages. Written into the quote so nobody is surprised.',
      },
      {
        author: 5,
        hours: 6,
        content:
          'Whatever you do, put the cancellation terms in writing. Consumer Contracts Regulations give them 14 days to cancel for off-premises contracts.',
      },
    ],
  },
  {
    category: 'tools',
    title: 'Cordless SDS: is 18V enough for coring?',
    daysAgo: 2,
    author: 30,
    likes: 5,
    tags: ['sds', 'cordless', 'coring'],
    content:
      'Mostly chasing and fixing, but I core a couple of 107 mm holes a month for extractor fans. Worth carrying a 110V corded just for that?',
    replies: [
      {
        author: 31,
        hours: 4,
        content:
          'The 18V brushless ones will do a 107 in soft brick. Engineering brick and you want the corded or a proper diamond core on a stand.',
      },
    ],
  },
  {
    category: 'regulations',
    title: 'Part L changes and replacement windows',
    daysAgo: 3,
    author: 40,
    likes: 9,
    solvedBy: 0,
    tags: ['part-l', 'windows', 'u-values'],
    content: 'Customer is asking whether their replacement casements need to hit 1.4 W/m²K now. Which document should I point them to?',
    replies: [
      {
        author: 41,
        hours: 3,
        content:
          'Approved Document L, volume 1, table 4.2: 1.4 W/m²K for replacement windows in existing dwellings, or Window Energy Rating band B.',
      },
      { author: 40, hours: 8, content: 'Perfect, that is exactly the table I needed.' },
    ],
  },
  {
    category: 'tips',
    title: 'Stopping grout haze on matt porcelain',
    daysAgo: 3,
    author: 50,
    likes: 14,
    tags: ['tiling', 'grout', 'porcelain'],
    content: 'Matt porcelain seems to grab grout haze more than gloss. Anyone got a routine that works first time?',
    replies: [
      {
        author: 51,
        hours: 2,
        content: 'Pre-seal the face if the manufacturer allows it, work small areas, and use two buckets: one to wash, one to rinse.',
      },
      {
        author: 52,
        hours: 5,
        content: 'Epoxy on matt tiles: clean it off within 20 minutes or you will be there all night with the remover.',
      },
      { author: 50, hours: 9, content: 'Two-bucket method worked a treat today, thanks.' },
    ],
  },
  {
    category: 'general',
    title: 'Finding a decent apprentice in 2025',
    daysAgo: 4,
    author: 8,
    likes: 6,
    tags: ['apprentices', 'training'],
    content: 'Been trying for months. Colleges say demand is high but I never see applicants. Where are people finding theirs?',
    replies: [
      { author: 9, hours: 3, content: 'Local school careers fairs. Got two keen lads that way, both still with me.' },
      {
        author: 14,
        hours: 20,
        content: 'Find an Apprenticeship on gov.uk works if you write the advert like you are talking to a 16 year old, not a recruiter.',
      },
    ],
  },
  {
    category: 'technical',
    title: 'Combi losing pressure overnight, no visible leaks',
    daysAgo: 5,
    author: 22,
    likes: 8,
    solvedBy: 1,
    tags: ['boilers', 'pressure', 'heating'],
    content: 'Drops from 1.5 to 0.5 bar overnight. No leaks on the pipework I can see, PRV not dripping. Expansion vessel next?',
    replies: [
      { author: 23, hours: 1, content: 'Check the PRV discharge outside, they often drip onto the ground where nobody looks.' },
      {
        author: 24,
        hours: 2,
        content: 'Recharge the expansion vessel to 1 bar with the system drained down. If it will not hold air the diaphragm has gone.',
      },
    ],
  },
  {
    category: 'business',
    title: 'Public liability: £2m or £5m?',
    daysAgo: 5,
    author: 16,
    likes: 4,
    tags: ['insurance'],
    content: 'Renewal is due and a commercial client is asking for £5m cover. For domestic only, is £2m still normal?',
    replies: [
      {
        author: 17,
        hours: 4,
        content: '£2m is fine for domestic. The jump to £5m was only about £60 a year for me, worth it to tender for commercial work.',
      },
    ],
  },
  {
    category: 'tools',
    title: 'Laser levels: green beam worth the money?',
    daysAgo: 6,
    author: 34,
    likes: 3,
    tags: ['laser-level'],
    content: 'Mostly indoor work, kitchens and bathrooms. Red is fine in dim rooms but struggles near windows.',
    replies: [
      {
        author: 35,
        hours: 7,
        content: 'Green is four times as visible to the eye. If you fit a lot of kitchens it pays for itself in one job.',
      },
    ],
  },
  {
    category: 'regulations',
    title: 'Notifying a bathroom fan under Part P',
    daysAgo: 7,
    author: 2,
    likes: 5,
    solvedBy: 0,
    tags: ['part-p', 'bathrooms'],
    content: 'Adding a new extractor on a new spur in a bathroom. Notifiable?',
    replies: [
      {
        author: 3,
        hours: 2,
        content:
          'In England a new circuit is notifiable anywhere, and so is adding to a circuit inside the bathroom special location (the zones). A spur outside the zones from an existing circuit is not.',
      },
    ],
  },
  {
    category: 'tips',
    title: 'Quick fix for sticking sash windows',
    daysAgo: 8,
    author: 56,
    likes: 12,
    tags: ['sash-windows', 'joinery'],
    content:
      'Old paint is the usual culprit. I score the paint line with a knife and rub candle wax on the staff beads. Anyone got better?',
    replies: [
      { author: 57, hours: 3, content: 'Same, plus replace the cords while the beads are off. Customers love not having to ask twice.' },
    ],
  },
  {
    category: 'general',
    title: 'Van security: what actually stops thieves?',
    daysAgo: 8,
    author: 27,
    likes: 16,
    tags: ['van', 'security'],
    content: 'Third attempt on my van this year in Manchester. Deadlocks fitted. What else works?',
    replies: [
      {
        author: 28,
        hours: 1,
        content: 'Slam locks plus a steel plate behind the lock barrels. And take the tools in at night, every night.',
      },
      { author: 29, hours: 2, content: 'A tracker and a sticker that says so. Most are opportunists looking for easy targets.' },
      { author: 10, hours: 11, content: 'Park with the side door against a wall. Simple but it works.' },
    ],
  },
  {
    category: 'technical',
    title: 'Underfloor heating over joists: plates or screed?',
    daysAgo: 9,
    author: 25,
    likes: 6,
    tags: ['underfloor-heating', 'joists'],
    content: 'First-floor extension, 47x195 joists at 400 centres. Spreader plates or a thin screed board system?',
    replies: [
      {
        author: 24,
        hours: 5,
        content: 'Aluminium plates between the joists with insulation below. Cheaper, lighter, and response time is fine with a heat pump.',
      },
    ],
  },
  {
    category: 'business',
    title: 'Do you charge for quotes?',
    daysAgo: 10,
    author: 44,
    likes: 10,
    tags: ['quotes', 'pricing'],
    content: 'Spending two evenings a week on quotes that go nowhere. Thinking of charging for design visits on anything over £10k.',
    replies: [
      { author: 45, hours: 6, content: 'Charge for design, refund it off the job if they go ahead. Filters out the tyre-kickers.' },
      { author: 46, hours: 9, content: 'I do a free rough price by phone first. If they balk at the range, no visit needed.' },
    ],
  },
  {
    category: 'tools',
    title: 'Best moisture meter for damp surveys?',
    daysAgo: 11,
    author: 38,
    likes: 2,
    tags: ['damp', 'moisture-meter'],
    content: 'Pin meters give silly readings on salty plaster. Any recommendations for something more reliable?',
    replies: [
      {
        author: 39,
        hours: 12,
        content: 'Use a pin meter for timber only. For walls take drilled samples and a carbide meter if you want a number you can defend.',
      },
    ],
  },
  {
    category: 'regulations',
    title: 'Gas Safe: moving a hob 1.5 m',
    daysAgo: 12,
    author: 23,
    likes: 4,
    tags: ['gas', 'kitchens'],
    content: 'Kitchen refit with the hob moving across the room. Any gotchas on pipe sizing for a longer run?',
    replies: [
      {
        author: 22,
        hours: 2,
        content: 'Do the pressure drop calc with the whole installation running. A 15 mm tail over 6 m can starve a big hob.',
      },
    ],
  },
  {
    category: 'tips',
    title: 'Keeping customers updated without spending all evening on the phone',
    daysAgo: 13,
    author: 18,
    likes: 13,
    tags: ['customers', 'communication'],
    content:
      'One short message at the end of each day with a photo: what got done, what is tomorrow. Complaints dropped to almost nothing.',
    replies: [{ author: 19, hours: 4, content: 'Doing the same since last year. The photo is the key bit.' }],
  },
  {
    category: 'general',
    title: 'Introduce yourself: new to the forum',
    daysAgo: 14,
    author: 60,
    likes: 8,
    tags: ['introductions'],
    content: 'Landscaper in Lewes, 12 years in. Mostly drought-tolerant planting and permeable driveways. Say hello!',
    replies: [
      { author: 62, hours: 3, content: 'Welcome! Groundworks in Newport here.' },
      { author: 1, hours: 8, content: 'Welcome aboard. Sparky in Leeds.' },
    ],
  },
  {
    category: 'technical',
    title: 'Lime plaster over old brick: how many coats?',
    daysAgo: 15,
    author: 42,
    likes: 7,
    solvedBy: 0,
    tags: ['lime', 'plastering', 'heritage'],
    content: 'Victorian solid wall, gypsum being hacked off. Customer wants it breathable. Three coats or can I get away with two?',
    replies: [
      {
        author: 43,
        hours: 4,
        content: 'Two on good brick is fine: a haired scratch coat then a float and set. Keep it misted for days, not hours.',
      },
    ],
  },
  {
    category: 'business',
    title: 'Accountant or do it yourself?',
    daysAgo: 16,
    author: 6,
    likes: 5,
    tags: ['tax', 'accounts'],
    content: 'Sole trader, turnover around £70k. Is an accountant worth the £800 a year?',
    replies: [{ author: 11, hours: 5, content: 'Mine saves more than she costs, especially with Making Tax Digital coming.' }],
  },
  {
    category: 'tools',
    title: 'Track saw vs circular saw for worktops',
    daysAgo: 18,
    author: 32,
    likes: 9,
    tags: ['worktops', 'track-saw'],
    content: 'Cutting laminate and solid oak worktops. Is a track saw a big step up from a circular saw with a straight edge?',
    replies: [
      { author: 33, hours: 3, content: 'Chip-free cuts on laminate with the splinter guard. Yes, big step up.' },
      { author: 30, hours: 6, content: 'Worktop jig and router for the joints though. Different job.' },
    ],
  },
  {
    category: 'regulations',
    title: 'Fire doors in a loft conversion',
    daysAgo: 20,
    author: 36,
    likes: 6,
    tags: ['fire-safety', 'loft-conversion'],
    content:
      'Two-storey house getting a loft room. Building control want FD20 doors on every habitable room off the stair. Self-closers needed?',
    replies: [
      {
        author: 37,
        hours: 9,
        content:
          'Not usually in a dwelling under Approved Document B, but check the plan: if they have gone with a sprinkler alternative it changes.',
      },
    ],
  },
  {
    category: 'tips',
    title: 'Bleeding radiators in the right order',
    daysAgo: 22,
    author: 26,
    likes: 15,
    tags: ['radiators', 'heating'],
    content:
      'Pump off, start downstairs nearest the boiler, work outwards then upstairs. Top up the pressure at the end. Saves a second visit.',
    replies: [],
  },
  {
    category: 'general',
    title: 'Best trade counters for weekend opening?',
    daysAgo: 25,
    author: 48,
    likes: 3,
    tags: ['merchants'],
    content: 'Always find myself short on a Saturday afternoon. Who is open late at the weekend round Bristol?',
    replies: [{ author: 49, hours: 2, content: 'The big plumbing chains open till 4 on Saturdays near Avonmouth.' }],
  },
  {
    category: 'technical',
    title: 'Flat roof: EPDM or GRP for a garage?',
    daysAgo: 28,
    author: 54,
    likes: 8,
    tags: ['flat-roof', 'epdm', 'grp'],
    content: 'Single garage, 18 m², customer wants low maintenance. Which would you fit?',
    replies: [
      { author: 55, hours: 3, content: 'EPDM in one sheet, no joints. Quick, forgiving, and no weather worries on the day.' },
      { author: 53, hours: 7, content: 'GRP if they want to walk on it. Otherwise EPDM.' },
    ],
  },
  {
    category: 'business',
    title: 'Reviews: asking customers without being awkward',
    daysAgo: 30,
    author: 4,
    likes: 7,
    tags: ['reviews', 'marketing'],
    content: 'I never know when to ask. At handover it feels pushy, later they forget.',
    replies: [
      {
        author: 13,
        hours: 5,
        content: 'Send the link with the final invoice and a thank-you photo of the finished job. Hit rate went right up.',
      },
    ],
  },
];
