import type { DemoArticle } from './demo-article.ts';

/** For tradespeople running a business, plus the two drafts the manager is still working on. */
export const TRADE_ARTICLES: DemoArticle[] = [
  {
    title: 'Quoting, Invoicing and Getting Paid: A Guide for Sole Traders',
    excerpt:
      'Clear quotes, staged payments and good records protect your cash flow. Here is what every tradesperson should put in writing, and the tax rules that catch people out.',
    category: 'Business Tips',
    tags: ['invoicing', 'cash flow', 'HMRC', 'CIS', 'VAT'],
    daysAgo: 14,
    views: 233,
    content: `
<p>Most disputes between trades and customers come down to money that was never clearly agreed. Good paperwork is not bureaucracy: it is how you get paid on time and keep customers who recommend you.</p>
<h2>Write quotes customers can compare</h2>
<ul>
<li>Describe the scope precisely, and list what is excluded.</li>
<li>Say whether the price includes VAT and materials.</li>
<li>State how long the quote is valid for, and how variations will be priced and agreed (in writing, before the extra work is done).</li>
<li>Set out a payment schedule. For larger jobs, tie stage payments to finished stages, not dates.</li>
</ul>
<h2>Invoice promptly and clearly</h2>
<p>Send the invoice the day you finish, with a unique number, the date, your business name and address, a description of the work, the amount, payment terms and your bank details. If you are VAT registered, include your VAT number and the VAT charged.</p>
<p>For business customers, the Late Payment of Commercial Debts (Interest) Act 1998 lets you claim statutory interest of 8 percent above the Bank of England base rate on overdue invoices, plus a fixed recovery charge. Knowing this, and mentioning it politely in your terms, often speeds up payment.</p>
<h2>Tax rules that catch people out</h2>
<ul>
<li><strong>Self Assessment:</strong> register with HMRC when you start, keep records of income and expenses, and set money aside for tax and National Insurance each month.</li>
<li><strong>Making Tax Digital:</strong> from April 2026, sole traders and landlords with qualifying income over £50,000 must keep digital records and send quarterly updates using compatible software, with lower thresholds following in later years.</li>
<li><strong>VAT:</strong> you must register when your VAT-taxable turnover goes over £90,000 in any rolling 12 months.</li>
<li><strong>Construction Industry Scheme:</strong> if you work as a subcontractor for a contractor in construction, they deduct 20 percent from your labour payments if you are registered with CIS, or 30 percent if you are not. Register to keep it at 20 percent, or apply for gross payment status once you qualify.</li>
</ul>
<h2>Protect yourself</h2>
<p>Carry public liability insurance, and employer's liability insurance if you take anyone on, even part time. Keep photos of work before, during and after, and keep copies of certificates you issue. When something goes wrong, a calm message with the facts and photos resolves far more than an argument on site.</p>
<p>Your TradeGuild portfolio is a good home for those before and after photos: customers who can see your finished work are more likely to accept your quote.</p>`,
  },
  {
    title: 'Smart Thermostats: Are They Worth It?',
    excerpt:
      'A smart thermostat can cut heating bills by heating only the rooms and hours you need, but only if it suits your system. What to check before you buy, and what an installer needs to know.',
    category: 'Heating & Cooling',
    tags: ['smart thermostat', 'heating controls', 'energy bills'],
    daysAgo: 31,
    views: 192,
    content: `
<p>Heating is the largest part of most household energy bills. Better controls will not insulate your home, but they stop you paying to heat empty rooms at times nobody is in.</p>
<h2>What a smart thermostat does</h2>
<ul>
<li>Lets you change schedules and temperatures from your phone.</li>
<li>Learns how long your home takes to warm up, so it reaches the set temperature on time instead of starting too early.</li>
<li>Can use your phone's location to turn the heating down when everyone is out.</li>
<li>With smart radiator valves, heats each room to its own schedule.</li>
</ul>
<h2>Check compatibility first</h2>
<ul>
<li>Most work with combi and system boilers, but check your boiler model on the manufacturer's compatibility list.</li>
<li>Some boilers support <strong>OpenTherm</strong>, which lets the thermostat modulate the flame rather than simply switching it on and off. That is more efficient, and worth choosing if your boiler supports it.</li>
<li>Heat pumps need controls designed for them: running a heat pump with on-off schedules can make it less efficient.</li>
<li>You need reliable Wi-Fi where the hub goes.</li>
</ul>
<h2>Getting the most from it</h2>
<ul>
<li>Set realistic schedules and a slightly lower temperature. Each degree lower saves a noticeable amount over a winter.</li>
<li>Fit thermostatic radiator valves or smart valves so rooms do not overheat.</li>
<li>Keep the boiler serviced and the system balanced; controls cannot fix sludge or a badly sized system.</li>
</ul>
<h2>Installation</h2>
<p>Many thermostats are wired to the boiler or wiring centre. Replacing a simple wall thermostat can be straightforward, but any work inside the boiler casing must be done by a Gas Safe registered engineer, and mains wiring by someone competent. An installer will also set the boiler's flow temperature, which on a condensing boiler is often set higher than it needs to be.</p>`,
  },
  {
    title: 'Heat Pumps and the Boiler Upgrade Scheme',
    excerpt: 'Draft: how the £7,500 grant works, which homes suit an air source heat pump, and how to choose an MCS certified installer.',
    category: 'Heating & Cooling',
    tags: ['heat pumps', 'grants', 'MCS'],
    daysAgo: 1,
    views: 0,
    status: 'draft',
    content: `
<p>The Boiler Upgrade Scheme in England and Wales offers a grant of £7,500 towards an air source or ground source heat pump, paid to the installer and taken off your bill.</p>
<h2>To do before publishing</h2>
<ul>
<li>Add eligibility details (EPC, insulation recommendations).</li>
<li>Explain MCS certification and how to check an installer.</li>
<li>Add running cost comparison with a gas boiler.</li>
</ul>`,
  },
  {
    title: 'Your Spring Roof Check',
    excerpt: 'Draft: what to look for from the ground after winter storms, and when to call a roofer.',
    category: 'Roofing',
    tags: ['roofing', 'maintenance', 'gutters'],
    daysAgo: 2,
    views: 0,
    status: 'draft',
    content: `
<p>Winter wind and rain take their toll on roofs. A few checks from the ground, with binoculars, can catch small problems before they become leaks.</p>
<ul>
<li>Slipped, cracked or missing tiles and slates.</li>
<li>Damaged flashing around chimneys and dormers.</li>
<li>Blocked or sagging gutters.</li>
</ul>`,
  },
];
