import type { TradeCategory } from '@tradeguild/contracts';

/** Certifications and kit a UK business of each trade would list; a tradesman shows those of their main trade. */
export const CREDENTIALS: Record<TradeCategory, { certifications: string[]; equipment: string[] }> = {
  electrician: {
    certifications: ['NICEIC Approved Contractor', '18th Edition BS 7671', 'Part P registered', 'OZEV approved EV charger installer'],
    equipment: [
      'Megger MFT1741+ multifunction tester',
      'Thermal imaging camera',
      'Cable detector',
      'SDS drill and chasing saw with dust extraction',
    ],
  },
  plumber: {
    certifications: ['Gas Safe registered', 'WaterSafe approved plumber', 'Unvented hot water (G3)', 'CIPHE member'],
    equipment: ['Pipe freezing kit', 'Press-fit tool', 'Drain inspection camera', 'Pressure test pump'],
  },
  carpenter: {
    certifications: ['City & Guilds Level 3 Site Carpentry', 'CSCS Gold Card', 'Institute of Carpenters member'],
    equipment: ['Track saw', 'Sliding mitre saw', 'Router table', 'Workshop spray booth'],
  },
  tiler: {
    certifications: ['NVQ Level 2 Wall and Floor Tiling', 'Tile Association member', 'BAL approved installer'],
    equipment: ['Wet tile saw', 'Cross-line laser level', 'Tile levelling system', 'Large-format tile rail cutter'],
  },
  painter: {
    certifications: ['Dulux Select Decorator', 'Painting & Decorating Association member', 'CSCS Blue Card'],
    equipment: ['Airless sprayer', 'Dust-free sanding system', 'Mobile scaffold tower', 'Wallpaper steamer'],
  },
  plasterer: {
    certifications: ['NVQ Level 3 Plastering', 'FPDC member', 'SPAB lime course'],
    equipment: ['Paddle mixer', 'Plastering stilts', 'Feather edges and darbies', 'Lime mortar mixer'],
  },
  roofer: {
    certifications: ['NFRC member', 'CompetentRoofer registered', 'CITB Working at Height', 'Lead Sheet Training Academy'],
    equipment: ['Scaffold and edge protection', 'Slate cutter', 'Roof ladders', 'Drone for roof surveys'],
  },
  heating: {
    certifications: ['Gas Safe registered', 'MCS certified heat pump installer', 'OFTEC registered', 'Unvented hot water (G3)'],
    equipment: ['Flue gas analyser', 'Powerflush pump', 'Thermal imaging camera', 'Heat-loss survey software'],
  },
  glazier: {
    certifications: ['FENSA registered', 'Glass and Glazing Federation member', 'CSCS Blue Card'],
    equipment: ['Glass suction lifters', 'Glazing paddles and packers', 'Sash restoration kit', 'Van-mounted glass rack'],
  },
  landscaper: {
    certifications: ['Association of Professional Landscapers member', 'RHS Level 2 Certificate', 'CSCS Landscaper card'],
    equipment: ['1.5-tonne mini digger', 'Plate compactor', 'Stone saw with water suppression', 'Laser level for falls'],
  },
};

/** Demo clients who leave reviews (they can sign in with these e-mails too). */
export const DEMO_REVIEWERS: { first: string; last: string }[] = [
  { first: 'Charlotte', last: 'Davies' },
  { first: 'Michael', last: "O'Brien" },
  { first: 'Rebecca', last: 'Hall' },
  { first: 'Daniel', last: 'Cooper' },
  { first: 'Laura', last: 'Mitchell' },
  { first: 'Peter', last: 'Harrison' },
  { first: 'Fatima', last: 'Hussain' },
  { first: 'George', last: 'Edwards' },
  { first: 'Amelia', last: 'Ward' },
  { first: 'Samuel', last: 'Brown' },
  { first: 'Helen', last: 'Foster' },
  { first: 'Richard', last: 'Lewis' },
  { first: 'Zara', last: 'Ahmed' },
  { first: 'Matthew', last: 'King' },
  { first: 'Katie', last: 'Robinson' },
  { first: 'Joseph', last: 'Murphy' },
];

/** Review comments by star rating; {first} is the tradesman's first name. */
export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Turned up exactly when {first} said, kept everything spotless and the finish is superb.',
    'Fair quote, no surprises, and the work is better than we imagined. Already recommended to our neighbours.',
    "Sorted a problem two other firms couldn't. Clear explanations and tidy work throughout.",
    'Brilliant from the first visit to the final clean-up. Would hire again without hesitation.',
    'Really careful with our old house and happy to answer every question. Excellent job.',
    'Quick to reply, arrived with everything needed and finished a day early.',
    '{first} talked us out of an expensive option we did not need. Honest, skilled and good company.',
  ],
  4: [
    'Good quality work at a fair price. Started a couple of days later than planned but kept us informed.',
    'Very neat job. One small snag at the end was put right the same week.',
    'Knowledgeable and friendly, and the result looks great.',
    'Solid, reliable work. Replies could have been a little quicker, but no complaints about the finish.',
  ],
  3: [
    'The job was done properly in the end, but it took longer than quoted and we had to chase for updates.',
    'Decent work, though a bit of mess was left behind at the end of each day.',
  ],
  2: ['The work was finished, but the price went up part-way through and we needed a second visit to fix a leak.'],
};

/** Peer endorsements; null means the endorser left no comment. */
export const ENDORSEMENT_COMMENTS: (string | null)[] = [
  'Worked alongside {first} on a kitchen refit: meticulous, and leaves the job ready for the next trade.',
  'We share jobs regularly. Always on time and always tidy.',
  'Called {first} in on a tricky job last year and they nailed it.',
  null,
  'The person I recommend when a customer needs this done properly.',
  null,
];
