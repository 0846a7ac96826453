import type { DemoArticle } from './demo-article.ts';

/** Everyday maintenance guides: electrics, heating and plumbing. */
export const MAINTENANCE_ARTICLES: DemoArticle[] = [
  {
    title: 'Part P Explained: Which Electrical Work Needs Notifying?',
    excerpt:
      'Part P of the Building Regulations covers electrical safety in homes in England and Wales. Learn which jobs must be notified, why a registered electrician makes it simple, and which certificates to keep.',
    category: 'Safety & Regulations',
    tags: ['Part P', 'electrics', 'consumer unit', 'certificates'],
    featuredImage: '/blog/consumer-unit.svg',
    daysAgo: 6,
    views: 389,
    content: `
<p>Part P is the section of the Building Regulations for England and Wales that deals with electrical safety in dwellings. It applies to the fixed wiring in your home, garden and outbuildings, and it decides whether a job has to be notified to building control.</p>
<h2>Work that must be notified</h2>
<ul>
<li>Installing a <strong>new circuit</strong>, for example for an electric shower, an oven or a garden office.</li>
<li><strong>Replacing a consumer unit</strong> (the fuse box).</li>
<li>Any addition or alteration to circuits in a <strong>special location</strong>: a room containing a bath or shower, within the zones around it. Kitchens are not special locations.</li>
</ul>
<h2>Work that usually does not</h2>
<ul>
<li>Replacing sockets, switches and light fittings like for like.</li>
<li>Adding a socket or light to an existing circuit outside a special location.</li>
<li>Repairs and replacing damaged cables on a single circuit along the same route.</li>
</ul>
<p>Even when work is not notifiable, it must still meet the wiring regulations, BS 7671, and it is worth having it done by someone competent.</p>
<h2>The easy route: a registered electrician</h2>
<p>Electricians registered with a competent person scheme such as NICEIC, NAPIT or ELECSA can self-certify notifiable work. They tell building control for you, and you receive:</p>
<ul>
<li>an <strong>Electrical Installation Certificate</strong> for new circuits, or a <strong>Minor Electrical Installation Works Certificate</strong> for smaller jobs, straight away;</li>
<li>a <strong>Building Regulations compliance certificate</strong> from the scheme, normally within 30 days.</li>
</ul>
<p>If you use someone who is not registered, you must apply to building control before work starts and pay for their inspection, which usually costs more.</p>
<h2>Landlords: five-yearly inspections</h2>
<p>Private landlords in England must have the electrical installation inspected and tested at least every five years, and give tenants a copy of the Electrical Installation Condition Report (EICR). Any remedial work it identifies must be carried out within 28 days or sooner if the report says so.</p>
<h2>Keep the paperwork</h2>
<p>Store certificates with your house documents. When you sell, the buyer's solicitor will ask for them, and missing certificates for a new consumer unit or extension wiring can delay a sale.</p>
<p>On TradeGuild, electricians list their registrations in their profile; ask for the registration number and check it on the scheme's website before work begins.</p>`,
  },
  {
    title: 'Bleeding a Radiator: A Five-Minute Job That Saves Money',
    excerpt:
      'If a radiator is cold at the top and warm at the bottom, trapped air is stopping it working. Here is how to bleed it safely, top up the boiler pressure, and know when to call a heating engineer.',
    category: 'Heating & Cooling',
    tags: ['radiators', 'central heating', 'boiler pressure', 'DIY'],
    featuredImage: '/blog/radiator.svg',
    daysAgo: 12,
    views: 701,
    content: `
<p>Air collects at the top of radiators over time. It stops hot water filling the radiator, so the room takes longer to warm up and the boiler works harder than it needs to. Bleeding releases the air and takes a few minutes.</p>
<h2>You will need</h2>
<ul>
<li>A radiator key (a few pounds from any DIY shop) or, for some valves, a flat screwdriver.</li>
<li>An old cloth or towel, and a small container.</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Turn the heating on</strong> for a while to find which radiators are cold at the top, then <strong>turn it off</strong> and let them cool. Hot water under pressure can scald.</li>
<li>Find the bleed valve: a small square inside a round fitting at one of the top corners.</li>
<li>Hold the cloth under the valve, fit the key and turn it <strong>anticlockwise a quarter to half a turn</strong>. You will hear a hiss as the air escapes.</li>
<li>When water starts to come out steadily, <strong>close the valve</strong> by turning clockwise. Do not overtighten it.</li>
<li>Repeat for other radiators, starting downstairs and furthest from the boiler.</li>
</ol>
<h2>Check the boiler pressure</h2>
<p>Bleeding lets a little water out of a sealed system, so look at the pressure gauge on the boiler. Most systems should read around <strong>1 to 1.5 bar when cold</strong>; your boiler manual gives the exact figure. If it is low, top it up with the filling loop, opening the valves slowly and closing them once the gauge reaches the right level. Then turn the heating back on and check each radiator warms evenly.</p>
<h2>When to call a heating engineer</h2>
<ul>
<li>A radiator is <strong>cold at the bottom</strong> but warm at the top: usually sludge, which may need a chemical flush or powerflush.</li>
<li>You need to bleed the same radiators every few weeks, or the pressure keeps dropping: there may be a leak or a fault with the expansion vessel.</li>
<li>The pressure is too high, or water comes from the boiler's pressure relief pipe outside.</li>
</ul>
<p>Work on the boiler itself must be done by a Gas Safe registered engineer. Radiators, valves and pipework can be done by a competent plumber or heating engineer.</p>`,
  },
  {
    title: 'Stopcocks, Isolation Valves and What to Do About a Leak',
    excerpt:
      'When water is coming through the ceiling, the first minute matters. Find your stopcock today, learn which valve does what, and follow these steps when a leak happens.',
    category: 'Plumbing',
    tags: ['leaks', 'stopcock', 'emergency', 'frozen pipes'],
    daysAgo: 20,
    views: 456,
    content: `
<p>Every adult in a home should know where to turn the water off. It takes two minutes to find the valves now, and it can save thousands of pounds of damage later.</p>
<h2>Find the internal stopcock</h2>
<p>The internal stopcock controls the mains water into your home. It is most often under the kitchen sink, but can be in a downstairs toilet, under the stairs, in a garage or under floorboards near the front door. Flats sometimes have it in a utility cupboard or on the landing.</p>
<ul>
<li>Turn it <strong>clockwise</strong> to close ("righty tighty").</li>
<li>Test it twice a year. Stopcocks that are never used can seize; if yours will not turn, ask a plumber to replace it before you need it.</li>
<li>Label it, and show everyone in the house.</li>
</ul>
<p>There is usually also an outside stop tap under a small cover in the pavement or front garden. It often belongs to the water company and may need a special key.</p>
<h2>Isolation valves</h2>
<p>Toilets, taps, washing machines and dishwashers usually have their own isolation valve on the pipe. A quarter turn with a flat screwdriver, so the slot is across the pipe, shuts off just that appliance, so you can fix a dripping cistern without cutting off the whole house.</p>
<h2>When you find a leak</h2>
<ol>
<li><strong>Turn off the water</strong> at the stopcock.</li>
<li>If water is near lights, sockets or the consumer unit, <strong>switch off the electricity</strong> at the consumer unit if it is safe to reach. Never touch electrics with wet hands.</li>
<li>Open the cold taps to drain the pipes, and turn off the boiler and any immersion heater.</li>
<li>Catch what you can with buckets and towels. If a ceiling bulges with water, keep clear of it.</li>
<li>Take photos for your insurer, then call a plumber.</li>
</ol>
<h2>Frozen pipes</h2>
<p>Pipes in lofts, garages and outside walls can freeze in a cold snap and split as they thaw. Lag exposed pipes, keep the heating on low when you are away in winter, and fit an insulated cover to outside taps. If a pipe freezes, turn off the water and thaw it gently with a hairdryer or warm towels, never a naked flame.</p>`,
  },
  {
    title: 'Low Water Pressure at Home: Causes and Fixes',
    excerpt:
      'Weak showers and slow-filling baths have a handful of common causes, from a half-closed stopcock to limescale and undersized pipes. Work through them in order before paying for a pump.',
    category: 'Plumbing',
    tags: ['water pressure', 'showers', 'limescale', 'pipework'],
    daysAgo: 27,
    views: 268,
    content: `
<p>Low water pressure is frustrating, and it is often cheaper to fix than people expect. Start with the simple checks and work towards the bigger jobs.</p>
<h2>1. Is it the whole house or one outlet?</h2>
<ul>
<li><strong>One tap or shower:</strong> the problem is probably local, such as a blocked aerator, a scaled-up shower head, or a partly closed isolation valve.</li>
<li><strong>Hot only:</strong> look at the hot water system. A combi boiler's flow rate limits how much hot water it can deliver; a gravity-fed cylinder depends on the height of the cold water tank.</li>
<li><strong>Everything:</strong> look at the supply coming into the house.</li>
</ul>
<h2>2. Simple checks</h2>
<ul>
<li>Make sure the <strong>internal stopcock is fully open</strong>. After plumbing work it is often left partly closed.</li>
<li>Unscrew and clean tap aerators and shower heads. Soaking them in white vinegar dissolves limescale.</li>
<li>Ask neighbours whether they have noticed a change, and check your water company's website for works or bursts nearby.</li>
</ul>
<h2>3. Measure it</h2>
<p>Flow matters as much as pressure. Time how long it takes to fill a 10 litre bucket from the kitchen cold tap: under about 10 litres a minute will struggle to run a combi boiler and a shower at the same time. A plumber can measure static and working pressure with a gauge.</p>
<h2>4. Bigger fixes</h2>
<ul>
<li><strong>Old or narrow supply pipe:</strong> older houses may have a lead or half-inch supply that restricts flow. Replacing it with modern plastic pipe improves flow and removes lead. Ask your water company whether it offers help with lead pipe replacement.</li>
<li><strong>Gravity-fed systems:</strong> a shower pump can help, but it must be the right type for your system and should not be fitted to a mains-fed supply.</li>
<li><strong>Unvented cylinder:</strong> replacing a tank-fed system with an unvented cylinder gives mains pressure hot water throughout. It must be installed by someone qualified for unvented systems.</li>
</ul>
<p>A good plumber will measure before recommending anything. Be wary of anyone who suggests a pump without checking what kind of system you have.</p>`,
  },
];
