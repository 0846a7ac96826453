import type { DemoArticle } from './demo-article.ts';

/** Guides for homeowners; facts as they stand for England (Scotland, Wales and NI differ in places). */
export const HOMEOWNER_ARTICLES: DemoArticle[] = [
  {
    title: 'How to Choose a Gas Safe Registered Engineer',
    excerpt:
      'Only a Gas Safe registered engineer may legally work on gas appliances in your home. Here is how to check the card, what the categories on it mean, and the warning signs you should never ignore.',
    category: 'Safety & Regulations',
    tags: ['Gas Safe', 'boilers', 'carbon monoxide', 'landlords'],
    featuredImage: '/blog/gas-safety.svg',
    metaDescription:
      'Check a gas engineer is Gas Safe registered and qualified for your job: the ID card, the register, landlord duties and danger signs.',
    daysAgo: 3,
    views: 412,
    content: `
<p>Boilers, gas fires, hobs and cookers are safe when they are fitted and serviced properly. Done badly, gas work can cause fires, explosions and carbon monoxide poisoning. That is why the law is simple: <strong>anyone working on gas fittings or appliances in a home must be on the Gas Safe Register</strong>. It replaced CORGI in 2009, so an engineer who only mentions CORGI is years out of date.</p>
<h2>Check the ID card, both sides</h2>
<p>Every registered engineer carries a Gas Safe ID card with their photo, their licence number and the dates it is valid for. Ask to see it before work starts. A genuine engineer will not mind.</p>
<ul>
<li><strong>The front</strong> shows the photo, name, business and licence number. Make sure the person in front of you is the person on the card.</li>
<li><strong>The back</strong> lists the types of work they are qualified for, such as domestic natural gas, LPG, boilers, cookers or gas fires. An engineer qualified for cookers is not automatically qualified to replace your boiler.</li>
</ul>
<h2>Look them up on the register</h2>
<p>You can confirm the licence number on the <a href="https://www.gassaferegister.co.uk">Gas Safe Register website</a> or by calling 0800 408 5500. The register also shows which categories each engineer holds, so you can match them to the job.</p>
<h2>What you should receive</h2>
<ul>
<li><strong>A new boiler or gas appliance:</strong> the installer notifies building control through the Gas Safe scheme, and you should receive a Building Regulations compliance certificate within a few weeks. Keep it: buyers' solicitors ask for it.</li>
<li><strong>A service:</strong> a written record of what was checked, including flue and combustion readings.</li>
<li><strong>Landlords:</strong> an annual gas safety record for every appliance and flue, with a copy given to tenants within 28 days of the check.</li>
</ul>
<h2>Warning signs that need an engineer now</h2>
<ul>
<li>Lazy yellow or orange flames instead of crisp blue ones.</li>
<li>Soot or staining on or around an appliance.</li>
<li>A pilot light that keeps going out, or more condensation than usual in the room.</li>
<li>Headaches, dizziness or nausea that ease when you leave the house.</li>
</ul>
<blockquote><p>If you smell gas, turn off the supply at the meter if it is safe to do so, open doors and windows, do not use electrical switches, and call the National Gas Emergency Service on 0800 111 999.</p></blockquote>
<h2>Fit a carbon monoxide alarm</h2>
<p>Carbon monoxide has no smell or colour. An audible alarm that meets BS EN 50291, fitted in each room with a fuel-burning appliance, costs less than a takeaway and can save your life. Test it monthly.</p>
<p>When you compare engineers on TradeGuild, look for the verified badge and ask to see the Gas Safe card anyway: verification is a good start, not a substitute for checking the person at your door.</p>`,
  },
  {
    title: 'Planning Permission vs Building Regulations for Extensions',
    excerpt:
      'Planning permission and building regulations are two different approvals. Many single-storey extensions need no planning application at all, but almost every extension needs building regulations approval.',
    category: 'Project Management',
    tags: ['extensions', 'planning permission', 'building regulations', 'party wall'],
    featuredImage: '/blog/house-extension.svg',
    daysAgo: 9,
    views: 638,
    content: `
<p>Homeowners often use "planning" to mean every kind of approval. In fact there are two separate systems, and an extension usually meets both.</p>
<ul>
<li><strong>Planning permission</strong> is about what gets built and how it affects the street and the neighbours: size, height, appearance and use.</li>
<li><strong>Building regulations</strong> are about how it is built: structure, fire safety, insulation, drainage, ventilation and electrics.</li>
</ul>
<h2>Permitted development: extensions without a planning application</h2>
<p>Houses in England have permitted development rights, which allow some extensions without applying for planning permission. For a single-storey rear extension the main limits are:</p>
<ul>
<li>It may extend up to <strong>3 metres</strong> beyond the original rear wall of a semi-detached or terraced house, or <strong>4 metres</strong> for a detached house.</li>
<li>Under the larger home extension scheme these become 6 and 8 metres, but only after you notify the council and it raises no objection (prior approval).</li>
<li>Maximum height of 4 metres, and eaves no higher than 3 metres if it is within 2 metres of a boundary.</li>
<li>Together with other extensions and outbuildings, it must not cover more than half the land around the original house.</li>
<li>Materials should look similar to the existing house.</li>
</ul>
<p>Permitted development does not apply to flats and maisonettes, and it is restricted in conservation areas, national parks and where the council has made an Article 4 direction. Listed buildings need listed building consent for most alterations.</p>
<p>If you rely on permitted development, apply for a <strong>Lawful Development Certificate</strong>. It is not compulsory, but it proves the extension was lawful when you come to sell.</p>
<h2>Building regulations: almost always needed</h2>
<p>Whether or not you need planning permission, an extension needs building regulations approval. You can use your council's building control or a registered building control approver, and choose between:</p>
<ul>
<li><strong>Full plans:</strong> drawings are checked before work starts. Slower, but you know where you stand.</li>
<li><strong>Building notice:</strong> work starts after 48 hours' notice and is checked as it goes. Quicker, but riskier for anything complex.</li>
</ul>
<p>An inspector visits at key stages (foundations, damp-proof course, drains, insulation, completion). At the end you receive a <strong>completion certificate</strong>. Without it you may struggle to sell.</p>
<h2>Don't forget the Party Wall Act</h2>
<p>If the work involves a wall you share with a neighbour, or digging foundations within 3 metres of their building, the Party Wall etc. Act 1996 requires you to serve notice: two months before work to a party wall, one month before excavation. Talking to neighbours early costs nothing and avoids most disputes.</p>
<h2>Who does what</h2>
<p>An architect or architectural technician usually draws the plans and handles the applications, a structural engineer provides calculations for steels and foundations, and your builder arranges inspections. Put in writing who is responsible for each, and make final payment conditional on the completion certificate.</p>`,
  },
  {
    title: 'Damp in Your Home: Condensation, Rising Damp or Penetrating Damp?',
    excerpt:
      'Most damp in British homes is condensation, not rising damp. Identifying the real cause saves you from expensive treatments that do not work.',
    category: 'DIY Projects',
    tags: ['damp', 'condensation', 'mould', 'ventilation'],
    featuredImage: '/blog/damp-wall.svg',
    daysAgo: 16,
    views: 527,
    content: `
<p>Damp patches, peeling paint and black mould are among the most common problems in UK homes. The treatment depends entirely on the cause, and the three main causes look different once you know what to look for.</p>
<h2>1. Condensation: by far the most common</h2>
<p>Everyday living puts litres of moisture into the air: cooking, showers, breathing and drying clothes indoors. When warm, moist air meets a cold surface it condenses.</p>
<ul>
<li><strong>Signs:</strong> water on windows in the morning, black mould in corners, behind furniture and around window reveals, worse in winter.</li>
<li><strong>Fixes:</strong> use extractor fans in kitchens and bathrooms (and leave them running after a shower), open trickle vents, keep the heating at a steady low level rather than on and off, dry washing outdoors or in a vented dryer, and keep furniture a few centimetres off outside walls.</li>
<li>Aim for indoor humidity of roughly 40 to 60 percent. A cheap hygrometer tells you where you are.</li>
</ul>
<h2>2. Penetrating damp: water getting in from outside</h2>
<p>Rain finds its way through defects in the building.</p>
<ul>
<li><strong>Signs:</strong> patches that grow after heavy rain, often at ceiling level or around windows, and that stay in one place.</li>
<li><strong>Common causes:</strong> blocked or leaking gutters and downpipes, cracked render, failed pointing, missing roof tiles, damaged flashing around chimneys, and window frames without proper seals.</li>
<li><strong>Fixes:</strong> repair the defect outside first, then let the wall dry out before redecorating. This can take months.</li>
</ul>
<h2>3. Rising damp: real, but rarer than you are told</h2>
<p>Groundwater can rise through walls if the damp-proof course has failed or, more often, been bridged.</p>
<ul>
<li><strong>Signs:</strong> a tide mark up to about a metre above the floor, crumbling plaster and white salt deposits, present all year round.</li>
<li><strong>Check first:</strong> is outside ground or a path higher than the damp-proof course? Has render or a flower bed been built up against the wall? Removing the bridge often solves the problem without any chemicals.</li>
</ul>
<h2>Get an independent opinion</h2>
<p>Be wary of a free "damp survey" from a company that sells damp-proofing injections. Meter readings on the surface of a wall can be misleading, especially with condensation or salts. An independent surveyor (for example a RICS member, or a specialist with the Property Care Association's CSRT qualification) will diagnose the cause without an interest in selling a particular treatment.</p>
<p>For repairs to gutters, pointing, render or roofing, compare a few local roofers and builders on TradeGuild and ask each to explain what they think is causing the damp. A good tradesperson will talk about the cause, not just the cure.</p>`,
  },
  {
    title: 'Why You Should Always Get Three Quotes',
    excerpt:
      'Three written quotes tell you what a job really costs, who understood it, and who you want in your home. Here is how to compare them fairly and spot the red flags.',
    category: 'Customer Relations',
    tags: ['quotes', 'hiring', 'contracts', 'consumer rights'],
    featuredImage: '/blog/three-quotes.svg',
    daysAgo: 23,
    views: 344,
    content: `
<p>Getting more than one price is not about squeezing tradespeople. It is about understanding the job: when three people describe the work, you learn what matters, what might go wrong and what a fair price looks like.</p>
<h2>Quote or estimate?</h2>
<ul>
<li>A <strong>quote</strong> is a fixed price for a defined piece of work. If the scope does not change, the price should not change.</li>
<li>An <strong>estimate</strong> is an educated guess. The final bill can be higher, so ask how any extra work will be agreed and charged.</li>
</ul>
<h2>Compare like with like</h2>
<p>Send every tradesperson the same description, ideally with photos and measurements, and ask each quote to state:</p>
<ul>
<li>exactly what is included, and what is not (making good, decorating, waste removal, skip hire, parking);</li>
<li>materials and brands, or whether you supply them;</li>
<li>whether the price includes VAT;</li>
<li>the start date, how long it will take and the working hours;</li>
<li>who arranges building regulations approval or certification, where needed;</li>
<li>the guarantee on workmanship, and any manufacturer warranties;</li>
<li>the payment schedule.</li>
</ul>
<h2>Payments</h2>
<p>For larger jobs, stage payments tied to finished stages of work are normal. A deposit to cover materials ordered specially for you is reasonable, but be cautious about paying a large share of the price before any work starts, and never pay the full amount up front. Paying by card or bank transfer leaves a record; paying by credit card for part of the cost can give you extra protection.</p>
<h2>Red flags</h2>
<ul>
<li>Pressure to decide today, or a discount that expires when they leave.</li>
<li>Cash only, no written quote, no landline or business address.</li>
<li>Unwilling to show insurance, registrations (Gas Safe, NICEIC, FENSA) or references.</li>
<li>A price far below the others with no explanation. Ask what they have left out.</li>
</ul>
<h2>Your rights</h2>
<p>Under the Consumer Rights Act 2015, a trader must carry out a service with reasonable care and skill, within a reasonable time and, if no price was agreed, for a reasonable price. What they tell you about the work, in writing or in person, can form part of the contract. Separately, under the Consumer Contracts Regulations, a contract agreed in your home usually gives you 14 days to cancel.</p>
<p>On TradeGuild you can message several tradespeople about the same project and keep their answers in one place, which makes the side-by-side comparison much easier.</p>`,
  },
];
