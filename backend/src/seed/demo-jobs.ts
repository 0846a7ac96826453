import type { ProjectTrade } from '@tradeguild/contracts';

/** A seeded job a client posts for one trade: its title, description and budget describe the same work. */
export type DemoJob = { title: string; description: string; budget: string };

/** Demo jobs by the trade they need; seed/jobs.ts picks one for each demo tradesman's trade. */
export const DEMO_JOBS: Record<ProjectTrade, DemoJob[]> = {
  Electrician: [
    {
      title: 'Rewire and new consumer unit',
      description: 'Full rewire of a three-bed house with a new consumer unit, extra sockets in the kitchen and an EICR at the end.',
      budget: '£4,000 - £6,000',
    },
    {
      title: 'Kitchen sockets and downlights',
      description: 'Six new double sockets along the worktop and eight LED downlights on two switches in a refitted kitchen.',
      budget: '£800 - £1,500',
    },
    {
      title: 'EV charger installation',
      description: 'A 7 kW car charger on the front wall, fed from the consumer unit in the hall, with the paperwork for the DNO.',
      budget: '£900 - £1,400',
    },
  ],
  Plumber: [
    {
      title: 'Bathroom suite replacement',
      description: 'Swap the bath, basin and toilet for a new suite on the existing pipework, plus a thermostatic shower over the bath.',
      budget: '£1,500 - £3,000',
    },
    {
      title: 'Move the kitchen sink and add an outside tap',
      description: 'Move the sink about 2 m to the window with new waste and supply pipes, and fit an outside tap by the back door.',
      budget: '£600 - £1,200',
    },
  ],
  Carpenter: [
    {
      title: 'Loft conversion joinery',
      description: 'Stud walls, a new staircase, two dormer window linings and built-in eaves storage for a loft conversion.',
      budget: '£5,000 - £8,000',
    },
    {
      title: 'Fitted wardrobes in two bedrooms',
      description: 'Floor-to-ceiling fitted wardrobes in two bedrooms with painted shaker doors, hanging rails and shelves.',
      budget: '£2,000 - £3,500',
    },
  ],
  Tiler: [
    {
      title: 'Kitchen splashback tiling',
      description: 'Metro tiles behind the worktops and hob, about 4 square metres, with grey grout and the sockets tiled round.',
      budget: '£400 - £800',
    },
    {
      title: 'Bathroom floor and wall tiling',
      description: 'Porcelain floor tiles and full-height wall tiles in a small bathroom, about 20 square metres, on a prepared wall.',
      budget: '£1,500 - £2,500',
    },
  ],
  Painter: [
    {
      title: 'Repaint a three-bed semi',
      description: 'Walls, ceilings and woodwork in every room of a three-bed semi; furniture stays, so it needs careful masking.',
      budget: '£2,500 - £4,000',
    },
    {
      title: 'Hallway, stairs and landing redecoration',
      description: 'Fill, sand and paint the hallway, stairs and landing, with the banisters and skirting boards in eggshell.',
      budget: '£800 - £1,500',
    },
  ],
  Plasterer: [
    {
      title: 'Skim two bedrooms',
      description: 'Skim the walls and ceilings of two bedrooms over old artex and patched plaster, ready for paint.',
      budget: '£1,000 - £1,800',
    },
  ],
  Roofer: [
    {
      title: 'Fix a leaking roof valley',
      description: 'Water comes in at the valley between two roofs after heavy rain; replace the valley lining and re-bed the tiles.',
      budget: '£800 - £1,500',
    },
  ],
  'Heating Engineer': [
    {
      title: 'Boiler replacement',
      description: 'Replace a 15-year-old combi boiler with a new one in the same place, flush the system and fit smart controls.',
      budget: '£2,500 - £3,500',
    },
  ],
  Glazier: [
    {
      title: 'Replace sash windows',
      description: 'Three rotten sash windows at the front replaced with double-glazed timber sashes that suit a conservation area.',
      budget: '£4,000 - £7,000',
    },
  ],
  Landscaper: [
    {
      title: 'Garden redesign',
      description: 'A new patio, raised beds and a lawn in a 12 m back garden, with a path to a shed at the end.',
      budget: '£5,000 - £9,000',
    },
  ],
};
