import type { ResponseTime, SPECIALIZATIONS, TradeCategory, TradesmanAvailability } from '@tradeguild/contracts';

type Specialization = (typeof SPECIALIZATIONS)[number];

/** One demo business. Phone numbers come from Ofcom's drama ranges; websites live under example.co.uk. */
export interface DemoTradesman {
  first: string;
  last: string;
  business: string;
  town: string;
  area: string;
  postcode: string;
  trades: TradeCategory[];
  specs: Specialization[];
  years: number;
  rate: number | null;
  availability: TradesmanAvailability;
  response: ResponseTime | null;
  about: string;
}

type Row = [string, string, string, [town: string, area: string, postcode: string], TradeCategory[], Specialization[], number, number | null, TradesmanAvailability, ResponseTime | null, string];

const rows: Row[] = [
  ['James', 'Whitfield', 'Whitfield Electrical', ['Leeds', 'Headingley', 'LS6 3HN'], ['electrician'], ['Electrical Rewiring', 'Smart Home Automation', 'Solar Installation'], 14, 48, 'available', '2hours',
    'Family-run electrical firm in north Leeds. Full and partial rewires of Victorian terraces, consumer unit upgrades, EV chargers and smart lighting, all certified and tidied up after.'],
  ['Aisha', 'Rahman', 'Rahman Electrical Services', ['London', 'Battersea', 'SW11 5QL'], ['electrician'], ['Electrical Rewiring', 'Commercial Projects', 'Emergency Services'], 11, 72, 'emergency', '1hour',
    'Domestic and light commercial electrician covering south-west London. Fault finding, landlord EICRs and same-day call-outs for tripping circuits.'],
  ['Gareth', 'Price', 'Price & Sons Electrical', ['Cardiff', 'Llandaff North', 'CF14 2EE'], ['electrician'], ['Solar Installation', 'Eco-Friendly Systems', 'Electrical Rewiring'], 22, 45, 'busy', '24hours',
    'Second-generation Cardiff electricians. Solar PV with battery storage, rewires and garden-office supplies, all MCS certified.'],
  ['Fiona', 'MacLeod', 'Thistle Electrical', ['Edinburgh', 'Leith', 'EH6 7BD'], ['electrician'], ['Smart Home Automation', 'Electrical Rewiring', 'Heritage Restoration'], 9, 52, 'available', '2hours',
    'Electrician for Edinburgh tenements and Georgian flats, careful with cornicing and original floors. Smart heating controls, lighting design and rewires.'],
  ['Tomasz', 'Nowak', 'Nowak Electrics', ['Birmingham', 'Moseley', 'B13 8JP'], ['electrician'], ['Electrical Rewiring', 'Emergency Services', 'Commercial Projects'], 16, 42, 'available', '1hour',
    'Moseley-based electrician: rewires, fuse board swaps, outdoor lighting and PAT testing for local shops and cafés.'],
  ['Sanjay', 'Mistry', 'Brightwire Electrical', ['Leicester', 'Knighton', 'LE2 3FB'], ['electrician'], ['Smart Home Automation', 'Solar Installation'], 7, 40, 'busy', '24hours',
    'Smart home specialist: app-controlled lighting, video doorbells, EV chargers and solar diverters, installed neatly and explained properly.'],
  ['Dave', 'Holloway', 'Holloway Electrical Contractors', ['Newcastle upon Tyne', 'Heaton', 'NE6 5AR'], ['electrician'], ['Commercial Projects', 'Electrical Rewiring'], 25, 50, 'unavailable', '3days',
    'Commercial and domestic electrical contractor on Tyneside for 25 years. Booked on a school refit until the spring, taking enquiries for later in the year.'],
  ['Ella', 'Brooks', 'Brooks Electrical', ['Norwich', 'Golden Triangle', 'NR2 3JB'], ['electrician'], ['Eco-Friendly Systems', 'Solar Installation', 'Electrical Rewiring'], 6, 44, 'available', '2hours',
    'Norwich electrician focused on greener homes: solar panels, battery storage, heat pump supplies and LED lighting upgrades.'],
  ['Rhys', 'Morgan', 'Morgan Plumbing & Bathrooms', ['Swansea', 'Marina', 'SA1 1UP'], ['plumber'], ['Bathroom Design', 'Plumbing Installation', 'Underfloor Heating'], 13, 46, 'available', '2hours',
    'Complete bathroom installations from first fix to final silicone, plus leak repairs and outside taps across Swansea and Gower.'],
  ['Priya', 'Patel', 'Patel Plumbing', ['Nottingham', 'Sherwood', 'NG5 4AW'], ['plumber'], ['Plumbing Installation', 'Emergency Services', 'Bathroom Design'], 10, 55, 'emergency', '1hour',
    'Emergency plumber for Nottingham: burst pipes, blocked drains and leaking cylinders, with a van stocked to fix most jobs on the first visit.'],
  ['Callum', 'Fraser', 'Fraser Plumbing & Heating', ['Glasgow', 'Hyndland', 'G12 9XQ'], ['plumber', 'heating'], ['Plumbing Installation', 'Underfloor Heating', 'Emergency Services'], 18, 50, 'available', '2hours',
    'West End plumber and Gas Safe engineer. Tenement bathrooms, radiator moves and boiler swaps, with a tidy-site promise.'],
  ['Marcus', 'Bennett', 'Bennett Bathrooms', ['Bristol', 'Bishopston', 'BS7 8LZ'], ['plumber', 'tiler'], ['Bathroom Design', 'Tiling Specialist', 'Plumbing Installation'], 15, 58, 'busy', '24hours',
    'Design-and-fit bathrooms in north Bristol, from compact en-suites to wet rooms, with our own tilers so one team sees it from start to finish.'],
  ['Owen', 'Hughes', 'Hughes Drainage & Plumbing', ['Chester', 'Hoole', 'CH2 3NT'], ['plumber'], ['Plumbing Installation', 'Emergency Services'], 20, 44, 'available', '1hour',
    'Drainage and general plumbing across Chester and the Wirral: CCTV drain surveys, blockages, soil stacks and kitchen plumbing.'],
  ['Hannah', 'Clarke', 'Clarke Plumbing Solutions', ['Exeter', "St Thomas", 'EX4 1DL'], ['plumber'], ['Eco-Friendly Systems', 'Plumbing Installation', 'Bathroom Design'], 8, 47, 'available', '24hours',
    'Water-saving plumbing and rainwater harvesting alongside everyday repairs, bathrooms and cylinder replacements in Exeter and East Devon.'],
  ['Ben', 'Atkinson', 'Atkinson Joinery', ['York', 'Heworth', 'YO31 1AX'], ['carpenter'], ['Bespoke Joinery', 'Heritage Restoration'], 19, 52, 'busy', '24hours',
    'Traditional joiner in York: sash window repairs, panelled doors, staircases and alcove units made in our own workshop.'],
  ['Liam', "O'Connor", "O'Connor Carpentry", ['Manchester', 'Didsbury', 'M20 2RN'], ['carpenter'], ['Kitchen Renovation', 'Bespoke Joinery', 'Flooring'], 12, 45, 'available', '2hours',
    'Kitchen fitting, engineered oak floors and fitted wardrobes across south Manchester. Clean cuts, no shortcuts.'],
  ['Eleanor', 'Hart', 'Hart & Grain', ['Bath', 'Widcombe', 'BA2 4JT'], ['carpenter'], ['Heritage Restoration', 'Bespoke Joinery'], 16, 60, 'unavailable', '3days',
    'Conservation carpentry for listed Georgian homes in Bath: shutters, box sashes and oak repairs that keep the original fabric.'],
  ['Kwame', 'Mensah', 'Mensah Carpentry & Build', ['London', 'Walthamstow', 'E17 4QH'], ['carpenter'], ['Kitchen Renovation', 'Bespoke Joinery', 'Commercial Projects'], 10, 58, 'available', '2hours',
    'Walthamstow carpenter for kitchens, built-in storage, loft boarding and café fit-outs.'],
  ['Stuart', 'Reid', 'Reid Joinery', ['Aberdeen', 'Rosemount', 'AB10 1XB'], ['carpenter'], ['Bespoke Joinery', 'Flooring', 'Insulation'], 23, 48, 'available', '24hours',
    'Granite City joiner: timber windows, doors, flooring and attic conversions insulated against the North Sea wind.'],
  ['Chloe', 'Turner', 'Turner Timber Works', ['Cheltenham', 'Montpellier', 'GL50 2QA'], ['carpenter'], ['Bespoke Joinery', 'Kitchen Renovation'], 8, 50, 'busy', '24hours',
    'Bespoke cabinetry and shaker kitchens designed and built in our Cheltenham workshop, then hand-painted on site.'],
  ['Sam', 'Fielding', 'Fielding Kitchens & Joinery', ['Liverpool', 'Allerton', 'L18 6HQ'], ['carpenter'], ['Kitchen Renovation', 'Flooring'], 14, 43, 'available', '2hours',
    'Liverpool kitchen fitter and joiner: worktops, doors, skirting and flooring, fitted square even in the oldest terraces.'],
  ['Marco', 'Rossi', 'Rossi Tiling', ['London', 'Stoke Newington', 'N16 7UA'], ['tiler'], ['Tiling Specialist', 'Bathroom Design', 'Kitchen Renovation'], 17, 55, 'available', '2hours',
    'Porcelain, natural stone and encaustic tiling for bathrooms, kitchens and hallways across Hackney and Islington.'],
  ['Jade', 'Wilson', 'Wilson Wall & Floor', ['Sheffield', 'Ecclesall', 'S11 8YB'], ['tiler'], ['Tiling Specialist', 'Flooring'], 9, 38, 'available', '24hours',
    'Sheffield tiler laying large-format floors, herringbone and Victorian-pattern hallways, with proper levelling and prep.'],
  ['Amir', 'Haddad', 'Haddad Tiles & Stone', ['Manchester', 'Fallowfield', 'M14 6LT'], ['tiler'], ['Tiling Specialist', 'Bathroom Design'], 12, 40, 'busy', '24hours',
    'Wet rooms and walk-in showers fully tanked and tiled, plus stone and marble work for Manchester homes and restaurants.'],
  ['Sophie', 'Lambert', 'Lambert Tiling', ['Brighton and Hove', 'Hove', 'BN3 1FD'], ['tiler'], ['Tiling Specialist', 'Kitchen Renovation'], 6, 42, 'available', '2hours',
    'Splashbacks, zellige and terrazzo for kitchens and bathrooms in Brighton and Hove.'],
  ['Craig', 'Dunn', 'Dunn Tiling Services', ['Durham', 'Gilesgate', 'DH1 1QE'], ['tiler'], ['Tiling Specialist', 'Flooring', 'Underfloor Heating'], 14, 36, 'available', '3days',
    'Floor and wall tiling with electric underfloor heating mats, for bathrooms, kitchens and conservatories across County Durham.'],
  ['Nadia', 'Begum', 'Begum Tiling & Bathrooms', ['Birmingham', 'Harborne', 'B17 9PP'], ['tiler'], ['Tiling Specialist', 'Bathroom Design'], 11, 44, 'available', '24hours',
    'Bathroom tiling and full refits in Harborne and Edgbaston, with a 3D layout before a single tile is cut.'],
  ['Rob', 'Fletcher', 'Fletcher Decorators', ['Norwich', 'Unthank Road', 'NR2 2PA'], ['painter'], ['Painting & Decorating', 'Heritage Restoration'], 21, 35, 'available', '24hours',
    'Interior and exterior decorating in Norwich, from Victorian terraces to flint cottages, with traditional limewash and eggshell finishes.'],
  ['Grace', 'Ogunleye', 'Ogunleye Interiors', ['London', 'East Dulwich', 'SE22 8HW'], ['painter'], ['Painting & Decorating', 'Commercial Projects'], 8, 45, 'busy', '24hours',
    'Decorator and colour consultant for south London homes and boutiques. Dust-free sanding and low-VOC paints as standard.'],
  ['Ian', 'Crawford', 'Crawford Painting Contractors', ['Glasgow', 'Shawlands', 'G41 3XT'], ['painter'], ['Painting & Decorating', 'Commercial Projects'], 27, 33, 'available', '2hours',
    'Painting contractors for Glasgow closes, offices and homes. Wallpapering, spraying and full redecoration between tenancies.'],
  ['Lucy', 'Pearson', 'Pearson Paint & Paper', ['Oxford', 'Cowley', 'OX4 1XG'], ['painter'], ['Painting & Decorating'], 10, 38, 'available', '24hours',
    'Careful decorator for Oxford homes: wallpaper hanging, period colours and woodwork brought back to a fine finish.'],
  ['Darren', 'Shaw', 'Shaw Decorating', ['Liverpool', 'Mossley Hill', 'L18 8BN'], ['painter'], ['Painting & Decorating', 'Commercial Projects'], 15, 32, 'unavailable', '3days',
    'Liverpool decorator for houses, stairwells and shopfronts, with spray finishes for kitchens and uPVC.'],
  ['Megan', 'Lloyd', 'Lloyd Decor', ['Cardiff', 'Canton', 'CF5 1QE'], ['painter'], ['Painting & Decorating', 'Flooring'], 5, 30, 'available', '2hours',
    'Friendly Canton decorator who also sands and oils floorboards, so one visit covers walls, woodwork and floors.'],
  ['Paul', 'Marsh', 'Marsh Plastering', ['Leeds', 'Roundhay', 'LS8 2JU'], ['plasterer'], ['Plastering', 'Insulation'], 18, 40, 'available', '24hours',
    'Skimming, re-boarding and external wall insulation across Leeds. Smooth walls ready to paint, and we bag up our own mess.'],
  ['Kieran', 'Doyle', 'Doyle Plastering & Rendering', ['Belfast', 'Malone', 'BT9 6AZ'], ['plasterer'], ['Plastering', 'Heritage Restoration'], 20, 38, 'busy', '3days',
    'Lime plastering and render for older Belfast homes, plus modern skim coats and coving repairs.'],
  ['Ruth', 'Evans', 'Evans Lime & Plaster', ['Canterbury', 'St Dunstan’s', 'CT2 8AA'], ['plasterer'], ['Plastering', 'Heritage Restoration', 'Eco-Friendly Systems'], 13, 42, 'available', '24hours',
    'Breathable lime plaster and hemp-lime for historic Kentish buildings, with honest advice on damp.'],
  ['Jason', 'Wright', 'Wright Finish Plastering', ['Reading', 'Caversham', 'RG4 5BE'], ['plasterer'], ['Plastering', 'Commercial Projects'], 11, 36, 'available', '2hours',
    'Plasterboard, skim and Artex cover-ups for homes and offices in Reading and Wokingham. Clean, quick and flat.'],
  ['Mohammed', 'Iqbal', 'Iqbal Plastering', ['Stockport', 'Heaton Moor', 'SK4 4HZ'], ['plasterer'], ['Plastering', 'Insulation'], 9, 34, 'available', '24hours',
    'Stockport plasterer for skims, patch repairs, ceilings and insulated plasterboard on cold walls.'],
  ['Patrick', 'Quinn', 'Quinn Plastering & Coving', ['London', 'Chiswick', 'W4 2PJ'], ['plasterer'], ['Plastering', 'Heritage Restoration'], 24, 55, 'busy', '3days',
    'Fibrous plaster coving, ceiling roses and cornice runs restored or made to match in west London period houses.'],
  ['Niall', 'Brennan', 'Brennan Plastering', ['Lincoln', 'Uphill', 'LN1 3DS'], ['plasterer'], ['Plastering'], 16, 33, 'unavailable', '3days',
    'Lincoln plasterer for ceilings, walls and renders; fully booked this month but happy to quote ahead.'],
  ['Andy', 'Coleman', 'Coleman Roofing', ['Plymouth', 'Mutley', 'PL4 6LS'], ['roofer'], ['Roofing', 'Emergency Services'], 24, 42, 'emergency', '1hour',
    'Storm damage, slipped slates and leaking valleys fixed fast across Plymouth and the South Hams. Fully insured, with photos of every repair.'],
  ['Steve', 'Barker', 'Barker & Daughters Roofing', ['Harrogate', 'Duchy', 'HG1 2QF'], ['roofer'], ['Roofing', 'Heritage Restoration'], 30, 45, 'busy', '24hours',
    'Three generations of Yorkshire roofers: Welsh slate, stone slate and lead work on period homes in Harrogate and Knaresborough.'],
  ['Ewan', 'Stewart', 'Stewart Roofing & Guttering', ['Edinburgh', 'Morningside', 'EH10 4RD'], ['roofer'], ['Roofing', 'Insulation'], 17, 44, 'available', '24hours',
    'Slating, flat roofs and gutters for Edinburgh villas and tenements, plus loft insulation while the scaffold is up.'],
  ['Lee', 'Carter', 'Carter Flat Roofing', ['Southampton', 'Shirley', 'SO15 5QJ'], ['roofer'], ['Roofing', 'Commercial Projects'], 12, 38, 'available', '2hours',
    'EPDM rubber and GRP fibreglass flat roofs for extensions, garages and commercial units in Southampton.'],
  ['Joe', 'Pritchard', 'Pritchard Roofing', ['Worcester', 'St John’s', 'WR2 5AX'], ['roofer'], ['Roofing'], 9, 36, 'available', '24hours',
    'Roof repairs, re-roofs and chimney work across Worcestershire, with written quotes inside two days.'],
  ['Dylan', 'Armstrong', 'Armstrong Roofing', ['Carlisle', 'Stanwix', 'CA3 9DG'], ['roofer'], ['Roofing', 'Insulation', 'Solar Installation'], 14, 40, 'busy', '3days',
    'Cumbrian roofer for slate and tile roofs, solar panel mounting and sedum green roofs on garden rooms.'],
  ['Chris', 'Walsh', 'Walsh Heating', ['Leeds', 'Chapel Allerton', 'LS7 3QB'], ['heating'], ['Underfloor Heating', 'HVAC Systems', 'Eco-Friendly Systems'], 15, 55, 'available', '2hours',
    'Gas Safe and MCS heating engineers: boiler swaps, heat pumps, underfloor heating and system powerflushes across Leeds.'],
  ['Oliver', 'Grant', 'Grant Heat Pumps', ['Cambridge', 'Chesterton', 'CB4 1NR'], ['heating'], ['Eco-Friendly Systems', 'HVAC Systems', 'Solar Installation'], 12, 60, 'busy', '24hours',
    'Air-source heat pump design and installation in Cambridgeshire, with room-by-room heat-loss surveys and help with the Boiler Upgrade Scheme grant.'],
  ['Siobhan', 'Kelly', 'Kelly Gas & Heating', ['London', 'Chiswick', 'W4 5RX'], ['heating'], ['HVAC Systems', 'Underfloor Heating', 'Emergency Services'], 14, 78, 'emergency', '1hour',
    'Chiswick heating engineers for boiler breakdowns, servicing and unvented cylinders. Same-day call-outs when the heating fails.'],
  ['Adam', 'Fisher', 'Fisher Heating Services', ['Newcastle upon Tyne', 'Jesmond', 'NE2 1DB'], ['heating', 'plumber'], ['Underfloor Heating', 'Plumbing Installation'], 10, 48, 'available', '24hours',
    'Boiler installations, radiator upgrades and wet underfloor heating for Jesmond and Gosforth homes.'],
  ['Yusuf', 'Ali', 'Ali Heating & Cooling', ['Leamington Spa', 'Lillington', 'CV32 7AA'], ['heating'], ['HVAC Systems', 'Eco-Friendly Systems'], 8, 52, 'available', '2hours',
    'Heating and air conditioning for homes and offices in Leamington Spa and Warwick: heat pumps, split AC and smart controls.'],
  ['Graham', 'Pike', 'Pike Boilers', ['Inverness', 'Crown', 'IV2 3JR'], ['heating'], ['Eco-Friendly Systems', 'Underfloor Heating'], 26, 50, 'busy', '3days',
    'Oil and biomass boilers for rural Highland homes, plus heat pumps and OFTEC servicing from Inverness to Nairn.'],
  ['Karen', 'Doherty', 'Doherty Glass & Glazing', ['Dundee', 'City Centre', 'DD1 4HN'], ['glazier'], ['Heritage Restoration', 'Insulation'], 19, 40, 'available', '24hours',
    'Double glazing, slimline heritage units and misted-pane replacements across Dundee and Fife.'],
  ['Tony', 'Russo', 'Clearview Glazing', ['Brighton and Hove', 'North Laine', 'BN1 4GH'], ['glazier'], ['Commercial Projects', 'Insulation'], 22, 46, 'available', '2hours',
    'Windows, bi-fold doors and shopfront glazing in Brighton, FENSA registered with a ten-year guarantee.'],
  ['Rachel', 'Green', 'Green Sash Windows', ['Royal Tunbridge Wells', 'Calverley', 'TN1 2SP'], ['glazier', 'carpenter'], ['Heritage Restoration', 'Bespoke Joinery'], 11, 55, 'busy', '3days',
    'Sash window restoration and draught-proofing for period homes in Tunbridge Wells, keeping the original glass wherever we can.'],
  ['Mark', 'Sutton', 'Sutton Glazing', ['Newcastle-under-Lyme', 'Westlands', 'ST5 3PU'], ['glazier'], ['Insulation', 'Emergency Services'], 15, 38, 'emergency', '1hour',
    'Emergency boarding-up and glass replacement, plus A-rated double glazing for homes across Staffordshire.'],
  ['Imran', 'Shah', 'Shah Windows & Doors', ['Bradford', 'Heaton', 'BD9 4DA'], ['glazier'], ['Insulation', 'Commercial Projects'], 9, 36, 'available', '24hours',
    'uPVC and aluminium windows, composite doors and conservatory roofs for Bradford and Shipley.'],
  ['Alison', 'Marshall', 'Marshall Glass', ['Oxford', 'Jericho', 'OX2 6BP'], ['glazier'], ['Heritage Restoration', 'Commercial Projects'], 13, 44, 'available', '2hours',
    'Glass for Oxford homes and colleges: leaded lights, secondary glazing for listed buildings, mirrors and splashbacks.'],
  ['Tom', 'Ashworth', 'Ashworth Gardens', ['Bristol', 'Southville', 'BS3 1QU'], ['landscaper'], ['Landscaping', 'Eco-Friendly Systems'], 12, 40, 'available', '24hours',
    'Garden design and build in south Bristol: patios, decking, raised beds and wildlife-friendly planting.'],
  ['Jenny', 'Moss', 'Moss & Stone Landscapes', ['York', 'Dringhouses', 'YO24 1DH'], ['landscaper'], ['Landscaping'], 16, 42, 'busy', '3days',
    'Landscapers for York and the Vale: natural stone patios, dry-stone walls, lawns and planting plans.'],
  ['Rajesh', 'Kumar', 'Kumar Landscaping', ['Milton Keynes', 'Central Milton Keynes', 'MK9 2FZ'], ['landscaper'], ['Landscaping', 'Commercial Projects'], 10, 35, 'available', '2hours',
    'Fencing, turfing, block paving and garden clearances for homes and business parks in Milton Keynes.'],
  ['Hamish', 'Munro', 'Munro Garden Builders', ['Stirling', 'King’s Park', 'FK8 2QR'], ['landscaper'], ['Landscaping', 'Eco-Friendly Systems'], 20, 38, 'available', '24hours',
    'Garden rooms, decking, rain gardens and drystone dyking across Stirling and the Trossachs.'],
  ['Zoe', 'Palmer', 'Palmer Garden Design', ['Lewes', 'Southover', 'BN7 1HT'], ['landscaper'], ['Landscaping'], 7, 45, 'available', '24hours',
    'RHS-trained garden designer and landscaper in Lewes and the South Downs, specialising in low-maintenance, drought-tolerant gardens.'],
  ['Wayne', 'Hopkins', 'Hopkins Groundworks & Landscapes', ['Newport', 'Maindee', 'NP20 4DW'], ['landscaper'], ['Landscaping', 'Commercial Projects'], 18, 36, 'unavailable', '3days',
    'Driveways, retaining walls, drainage and landscaping in Newport and Monmouthshire.'],
];

export const DEMO_TRADESMEN: DemoTradesman[] = rows.map(
  ([first, last, business, [town, area, postcode], trades, specs, years, rate, availability, response, about]) => ({
    first, last, business, town, area, postcode, trades, specs, years, rate, availability, response, about,
  }),
);

export const tradesmanEmail = (t: Pick<DemoTradesman, 'first' | 'last'>) =>
  `${t.first}.${t.last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.co.uk';
