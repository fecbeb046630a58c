// The embedded signal detector: regex rules over the sentences of a company's recent activity and
// description. Each rule ties a buying signal to a promotional use case, product categories and
// next steps tuned to the company's industry. One sentence yields at most one signal (the first
// rule in priority order), and keys are stable so re-running never duplicates a signal.
import type { ProductCategory, SignalType } from '../../../contracts/signals.js';
import type { DetectedSignal, SignalDetector, SignalInput } from '../../ports/research.js';
import { systemClock, type Clock } from '../../clock.js';

type Angle = 'people' | 'event' | 'milestone' | 'growth';

export interface SignalRule {
  id: string;
  signalType: SignalType;
  patterns: RegExp[];
  /** Matches the names models and people give this kind of signal. */
  aliases: RegExp;
  useCase: string;
  productCategories: ProductCategory[];
  angle: Angle;
  /** `w` words the event's recency: "just won" only for a recent event, "won … in January 2025" for an old one. */
  reasoning: (name: string, w: Recency) => string;
  steps: (name: string) => string[];
}

const NEW_PLACE = String.raw`(?:office|offices|location|headquarters|hq|campus|branch|clinic|store|facility|plant|warehouse|cent(?:er|re)|hub|lab|studio|school|hall|building|restaurant|hotel|resort|venue|showroom|taproom|tasting room|caf[eé]|terminal|depot|station|yard|shop|site|sound stage)`;

/** In priority order: the first rule that matches a sentence wins it. */
export const SIGNAL_RULES: SignalRule[] = [
  {
    id: 'contract-win', signalType: 'Contract Win', angle: 'growth',
    patterns: [
      /\b(?:won|wins|winning|awarded|secured|secures|landed|lands|signed|signs|inked)\b(?:[^.]|\.\d){0,80}\b(?:contract|agreement|tender|rfp|bid)s?\b/i,
      /\bcontract (?:win|award)\b/i,
      /\bagency[- ]of[- ]record\b/i,
    ],
    aliases: /contract|deal|tender|rfp|new (?:client|customer)/i,
    useCase: 'Client-appreciation gifts',
    productCategories: ['Awards & Recognition', 'Drinkware', 'Bags', 'Apparel'],
    reasoning: (n, w) => `${n} ${w.just}won new business${w.at}. A client-appreciation gift strengthens the new relationship, and the team delivering the work needs branded gear.`,
    steps: (n) => [`Congratulate ${n} on the win and offer client-appreciation gifts to thank the new customer`, 'Suggest branded project apparel for the team delivering the work'],
  },
  {
    id: 'funding', signalType: 'Funding', angle: 'growth',
    patterns: [
      /\bSeries [A-H]\b/,
      /\b(?:raised|raises|raising|closed|closes|secured|secures|received|receives|landed|announced|won|awarded)\b(?:[^.]|\.\d){0,60}\b(?:funding|financing|investment|grant|endowment|seed round|venture capital)\b/i,
      /\b(?:grant|gift|donation|endowment) of \$/i,
      /\bcapital campaign\b/i,
    ],
    aliases: /fund|invest|financ|grant|raise|capital|donation/i,
    useCase: 'Team swag and brand refresh',
    productCategories: ['Apparel', 'Drinkware', 'Tech', 'Bags'],
    reasoning: (n) => `New money at ${n} usually means a growing team and a refreshed brand, and both need new branded merchandise.`,
    steps: () => ['Reach out about a brand-refresh merch pack now that the money is in', 'Offer premium team swag (hoodies, backpacks) for the people the money will bring in'],
  },
  {
    id: 'anniversary', signalType: 'Anniversary', angle: 'milestone',
    patterns: [
      /\banniversary\b/i,
      /\b\d+(?:st|nd|rd|th) (?:year|birthday)\b/i,
      /\b(?:centennial|centenary|bicentennial|sesquicentennial|jubilee)\b/i,
      /\bcelebrat\w*\s+(?:\d+|fifty|one hundred|twenty[- ]five)\s+years\b/i,
      /\b\d+ years in business\b/i,
    ],
    aliases: /anniversar|milestone|birthday|centennial|years in business/i,
    useCase: 'Recognition awards and commemorative gifts',
    productCategories: ['Awards & Recognition', 'Apparel', 'Drinkware'],
    reasoning: (n) => `${n} is marking a milestone anniversary, which companies celebrate with commemorative gifts for employees and customers.`,
    steps: () => ['Propose a commemorative anniversary logo on apparel and drinkware', 'Offer service awards for long-tenured employees'],
  },
  {
    id: 'new-office', signalType: 'New Office', angle: 'people',
    patterns: [
      new RegExp(String.raw`\b(?:open(?:s|ed|ing)?|mov(?:e|es|ed|ing) into|relocat(?:e|es|ed|ing) to)\b(?:[^.]|\.\d){0,40}\bnew\b(?:[^.]|\.\d){0,30}\b${NEW_PLACE}(?!\w)`, 'i'),
      new RegExp(String.raw`\bopen(?:s|ed|ing)? (?:a|an|its) (?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) ${NEW_PLACE}(?!\w)`, 'i'),
      /\bgrand opening\b/i,
    ],
    aliases: /office|location|opening|relocat|headquarters|site|branch|store/i,
    useCase: 'Office-warming and welcome kits',
    productCategories: ['Office', 'Drinkware', 'Apparel', 'Notebooks & Journals'],
    reasoning: (n) => `A new ${n} location needs welcome kits for the people working there and giveaways for the opening.`,
    steps: () => ['Offer welcome kits for the staff at the new location', 'Suggest grand-opening giveaways for local customers and neighbours'],
  },
  {
    id: 'product-launch', signalType: 'Product Launch', angle: 'growth',
    patterns: [
      /\b(?:launch(?:es|ed|ing)?|unveil(?:s|ed|ing)?|debut(?:s|ed|ing)?|roll(?:s|ed|ing)? out)\b/i,
      /\bintroduc(?:es|ed|ing) (?:a|an|its|the) new\b/i,
    ],
    aliases: /launch|product|release|unveil|debut|new (?:service|program|offering)/i,
    useCase: 'Launch kits',
    productCategories: ['Apparel', 'Tech', 'Bags', 'Trade Show & Events'],
    reasoning: (n) => `${n} is putting something new on the market; launches need kits for customers, press and the sales team.`,
    steps: () => ['Pitch a launch kit (branded box, T-shirt and a product-themed gift) for customers and press', 'Offer sales-team swag to build excitement inside the company'],
  },
  {
    id: 'trade-show', signalType: 'Trade Show', angle: 'event',
    patterns: [
      /\bexhibit(?:s|ed|ing|or|ors)?\b/i,
      /\bbooth\b/i,
      /\btrade[- ]?shows?\b/i,
      /\bexpo\b/i,
      /\b(?:attend|present|speak|spoke|sponsor)\w* at\b(?:[^.]|\.\d){0,80}\b(?:conference|convention|summit|symposium|congress|show|forum|meeting)\b/i,
    ],
    aliases: /trade ?show|expo|exhibit|booth|conference|convention/i,
    useCase: 'Booth giveaways',
    productCategories: ['Trade Show & Events', 'Bags', 'Writing Instruments', 'Tech'],
    reasoning: (n) => `${n} is on the show floor. Exhibitors order booth giveaways and display materials weeks before the show.`,
    steps: () => ['Send a booth-giveaway proposal at least six weeks before the show', 'Offer table covers, banners and matching staff polos for the booth'],
  },
  {
    id: 'event', signalType: 'Event', angle: 'event',
    patterns: [
      /\bhost(?:s|ed|ing)?\b(?:[^.]|\.\d){0,60}\b(?:gala|fundraiser|benefit|festival|tournament|5k|run|walk|ride|open house|homecoming|reunion|celebration|concert|picnic|barbecue|breakfast|luncheon|dinner|reception|seminar|fair|conference|summit|symposium|forum|hackathon|rodeo|party|series|weekend|family day|tours?)\b/i,
      /\b(?:gala|fundraiser|homecoming|golf tournament|open house)\b/i,
    ],
    aliases: /event|gala|fundrais|festival|tournament|reunion|homecoming|open house|hosted/i,
    useCase: 'Event giveaways and attendee gifts',
    productCategories: ['Trade Show & Events', 'Apparel', 'Drinkware', 'Bags'],
    reasoning: (n) => `${n} hosts events that need attendee gifts, volunteer shirts and signage.`,
    steps: () => ['Offer attendee gifts and volunteer T-shirts for the next edition', 'Suggest sponsor-branded items that help cover the cost'],
  },
  {
    id: 'award', signalType: 'Award', angle: 'milestone',
    patterns: [
      /\bawards?\b(?!-winning)/i,
      /\b(?:named|ranked|recogni[sz]ed|honou?red|won|wins|received|earned|selected)\b(?:[^.]|\.\d){0,80}\b(?:best|top|list|winner|honou?ree|of the year|prize|medal)\b/i,
    ],
    aliases: /award|recogni|honou?r|ranked|best|top|prize/i,
    useCase: 'Recognition and celebration gifts',
    productCategories: ['Awards & Recognition', 'Apparel', 'Drinkware'],
    reasoning: (n, w) => `${n} was ${w.just}recognised${w.at}. Teams celebrate with commemorative gear and share the news with customers.`,
    steps: () => ['Congratulate them and offer commemorative apparel celebrating the recognition', 'Suggest recognition awards for the people behind it'],
  },
  {
    id: 'partnership', signalType: 'Partnership', angle: 'growth',
    patterns: [
      /\b(?:new|strategic|formed|forms|forming|announced|announces|joined|joins)\b(?:[^.]|\.\d){0,20}\b(?:partnership|alliance|collaboration)\b/i,
      /\bpartner(?:s|ed|ing)? with\b/i,
      /\bpartnership (?:with|between)\b/i,
      /\bteam(?:s|ed)? up with\b/i,
      /\bjoint venture\b/i,
    ],
    aliases: /partner|alliance|collaborat|joint venture|team(?:ed)? up/i,
    useCase: 'Co-branded partner gifts',
    productCategories: ['Drinkware', 'Bags', 'Notebooks & Journals', 'Apparel'],
    reasoning: (n) => `${n} has a new partner; partnerships are often marked with co-branded kick-off kits.`,
    steps: () => ['Propose co-branded kick-off kits for both teams', 'Offer co-branded giveaways for joint events and campaigns'],
  },
  {
    id: 'hiring', signalType: 'Hiring', angle: 'people',
    patterns: [
      /\bhir(?:e|es|ed|ing)\b/i,
      /\brecruit(?:s|ed|ing)?\b/i,
      /\b(?:job openings?|open (?:roles|positions)|new (?:jobs|roles|positions)|headcount)\b/i,
      /\badd(?:s|ed|ing)? (?:\d[\d,]*|dozens of|hundreds of) (?:new )?(?:employees|jobs|staff|people|workers|roles|team members)\b/i,
      /\bcreat(?:e|es|ed|ing) (?:\d[\d,]*|dozens of|hundreds of) (?:new )?jobs\b/i,
    ],
    aliases: /hir|recruit|headcount|talent|job|staffing|onboard/i,
    useCase: 'Employee onboarding kits',
    productCategories: ['Apparel', 'Drinkware', 'Notebooks & Journals'],
    reasoning: (n) => `${n} is adding people. Every new hire needs a welcome kit, and hiring in volume means repeat orders.`,
    steps: () => ['Pitch an onboarding kit sized to the hiring plan, with reorder pricing', 'Offer recruiting-fair giveaways that help attract candidates'],
  },
  {
    id: 'expansion', signalType: 'Expansion', angle: 'people',
    patterns: [
      /\bexpan(?:d|ds|ded|ding|sion)\b/i,
      /\b(?:broke|breaks|breaking) ground\b/i,
      /\bgroundbreaking (?:ceremony|for|on)\b/i,
      /\b(?:acquired|acquires|acquisition of|merged with|merger with)\b/i,
      /\benter(?:s|ed|ing)? (?:the )?[\w\s-]{0,30}\bmarkets?\b/i,
      /\bnew markets?\b/i,
    ],
    aliases: /expan|growth|grow|acqui|merg|new market/i,
    useCase: 'Growth and welcome kits',
    productCategories: ['Apparel', 'Drinkware', 'Bags', 'Headwear'],
    reasoning: (n) => `${n} is growing into new space or markets, bringing new staff and customers who all need branded merchandise.`,
    steps: () => ['Offer welcome kits for staff joining through the expansion', 'Suggest local-market giveaways that introduce the brand in the new area'],
  },
];

export interface IndustryPlaybook {
  industry: string;
  match: RegExp;
  /** A category this industry buys a lot of, added to every signal's list. */
  extra?: ProductCategory;
  people: string;
  event: string;
  milestone: string;
  growth: string;
}

// Checked in order, so narrower industries come before broad words like "data" or "services".
export const INDUSTRY_PLAYBOOKS: IndustryPlaybook[] = [
  { industry: 'Government', match: /government|public (?:sector|administration|agency|safety)|municipal|county|federal|state agency|transit authority/i, people: 'Offer budget-friendly, policy-compliant onboarding items: lanyards, ID badge holders and reusable bottles', event: "Pitch community-event giveaways: reusable bags, sunscreen and kids' items", milestone: 'Suggest commemorative pins and service awards for employees', growth: 'Propose outreach giveaways that promote the new program to residents' },
  { industry: 'Nonprofit', match: /non-?profit|charit|foundation|philanthrop|association|chamber of commerce|ngo|civic/i, people: 'Offer staff and volunteer T-shirts carrying the mission logo', event: 'Pitch gala and fundraiser gifts: tote bags, donor thank-you gifts and volunteer shirts', milestone: 'Suggest donor-recognition gifts and commemorative items for members', growth: 'Propose donor thank-you gifts and campaign swag' },
  { industry: 'Education', match: /educat|school|universit|college|academ|e-?learning/i, extra: 'Headwear', people: 'Offer spirit wear and branded lanyards for new faculty and staff', event: 'Pitch spirit wear, pennants and stadium cups for campus events and open houses', milestone: 'Suggest commemorative spirit wear and alumni gifts for the milestone', growth: 'Propose student welcome kits and spirit wear for the new program' },
  { industry: 'Healthcare', match: /health|medical|hospital|clinic|pharma|dental|hospice|biotech/i, extra: 'Health & Wellness', people: 'Pitch HIPAA-safe branded badge reels for new clinical staff', event: 'Offer booth giveaways clinicians keep: penlights, compression socks and hand-sanitiser sprays', milestone: 'Suggest recognition gifts for care teams: embroidered fleece vests and engraved awards', growth: 'Propose patient-facing giveaways (pill cases, first-aid kits) that promote the new service' },
  { industry: 'Hospitality', match: /hospitality|hotel|resort|lodging|travel|tourism|leisure|restaurant group|catering/i, people: 'Pitch uniforms, aprons and name badges for new front-of-house staff', event: 'Suggest amenity kits and branded drinkware for guests and meeting planners', milestone: 'Offer commemorative in-room amenities and staff recognition pins', growth: 'Propose branded amenities and welcome gifts for the new property or menu' },
  { industry: 'Food & Beverage', match: /food|beverage|brew|coffee|wine|winery|spirits|distill|bakery|dairy|restaurant/i, extra: 'Headwear', people: 'Pitch aprons, hats and embroidered shirts for new production and taproom staff', event: 'Offer sample-friendly giveaways: koozies, bottle openers and tasting cups', milestone: 'Suggest commemorative glassware and merch for loyal customers', growth: 'Propose launch merch: glassware, koozies and branded T-shirts' },
  { industry: 'Real Estate', match: /real estate|realty|propert/i, people: 'Offer agent welcome kits: branded tumblers, notebooks and open-house signage', event: 'Pitch open-house giveaways: tote bags, measuring tapes and key tags', milestone: 'Suggest closing gifts and top-producer awards', growth: 'Propose closing gifts and welcome-home kits for buyers and residents' },
  { industry: 'Transportation & Logistics', match: /transport|logistic|freight|shipping|trucking|supply chain|aviation|airline|warehous|courier/i, people: 'Offer driver welcome kits: hi-vis jackets, insulated mugs and phone mounts', event: 'Pitch road-ready giveaways: travel mugs, tyre gauges and phone mounts', milestone: 'Suggest safe-driving awards and mileage-milestone jackets', growth: 'Propose branded gear for the new fleet, route or warehouse team' },
  { industry: 'Energy', match: /energy|oil|gas|solar|wind|utilit|renewable|electric cooperative|power/i, extra: 'Eco-Friendly', people: 'Pitch flame-resistant apparel and safety gear for new field crews', event: 'Offer solar chargers and eco-friendly giveaways for the booth', milestone: 'Suggest safety awards and embroidered jackets for line and field crews', growth: 'Propose eco-friendly customer giveaways such as LED bulbs and solar chargers' },
  { industry: 'Construction', match: /construct|contractor|builder|roofing|plumbing|hvac|excavat|paving/i, extra: 'Headwear', people: 'Offer hi-vis shirts, hard-hat decals and cooler bags for new crews', event: 'Pitch durable show giveaways: tape measures, carpenter pencils and work gloves', milestone: 'Suggest safety-milestone awards and embroidered work jackets', growth: 'Propose job-site gear for the project: hard-hat stickers, safety vests and water bottles' },
  { industry: 'Manufacturing', match: /manufactur|industrial|machin|fabricat|plastics|automotive|aerospace|chemical|packaging|electronics/i, people: 'Pitch safety-minded gear for new plant staff: hi-vis apparel, safety-glasses cases and insulated bottles', event: 'Offer durable booth giveaways: tape measures, multi-tools and shop towels', milestone: 'Suggest safety-milestone awards and embroidered work jackets', growth: 'Propose branded workwear for the crews building the new order' },
  { industry: 'Finance', match: /financ|bank|insur|credit union|wealth|invest|lending|fintech/i, people: 'Suggest premium executive welcome gifts: leather padfolios and engraved pens', event: 'Recommend premium executive gifts for client meetings around the event', milestone: 'Pitch premium executive gifts and crystal awards for top clients and advisors', growth: 'Propose premium executive gifts for client appreciation: leather goods and insulated tumblers' },
  { industry: 'Professional Services', match: /professional services|consult|legal|\blaw\b|accounting|staffing|architect|engineering services/i, people: 'Pitch polished welcome kits for new associates: padfolios, quality pens and tumblers', event: 'Offer premium giveaways that suit a professional audience: notebooks and quality pens', milestone: 'Suggest client-appreciation gifts and engraved awards', growth: 'Propose client thank-you gifts for the new engagement' },
  { industry: 'Media & Entertainment', match: /media|entertainment|film|broadcast|publish|gaming|games|music|advertising|agency|studio/i, people: 'Offer crew apparel and branded headwear for new production staff', event: 'Pitch stand-out merch: limited-edition T-shirts, enamel pins and stickers', milestone: 'Suggest a commemorative merch drop for fans and crew', growth: 'Propose launch merch and fan giveaways' },
  { industry: 'Retail', match: /retail|e-?commerce|consumer goods|apparel|store|shop/i, extra: 'Eco-Friendly', people: 'Offer branded uniforms and name badges for new store associates', event: 'Pitch reusable shopping totes as event giveaways', milestone: 'Suggest customer giveaways (totes, tumblers) for an anniversary sale', growth: 'Propose grand-opening giveaways: reusable totes and branded bags' },
  { industry: 'Technology', match: /tech|software|saas|\bit\b|internet|computer|cyber|data|cloud|\bai\b/i, people: 'Pitch tech accessories for new hires: wireless chargers, laptop sleeves and webcam covers', event: 'Suggest tech accessories that draw booth traffic: power banks and cable organisers', milestone: 'Offer premium hoodies and tech accessories to celebrate the team', growth: 'Propose branded hoodies and tech accessories as customer and team gifts' },
];

export const DEFAULT_PLAYBOOK: IndustryPlaybook = {
  industry: 'General', match: /$^/,
  people: 'Offer new-hire welcome kits built around a branded T-shirt, tumbler and notebook',
  event: 'Suggest booth giveaways people keep: tote bags, pens and phone accessories',
  milestone: 'Suggest recognition awards and commemorative apparel',
  growth: 'Propose branded thank-you gifts for customers and the team',
};

export function playbookFor(industry: string | null | undefined): IndustryPlaybook {
  const text = industry?.trim();
  if (!text) return DEFAULT_PLAYBOOK;
  return (
    INDUSTRY_PLAYBOOKS.find((p) => p.industry.toLowerCase() === text.toLowerCase()) ??
    INDUSTRY_PLAYBOOKS.find((p) => p.match.test(text)) ??
    DEFAULT_PLAYBOOK
  );
}

const ABBREVIATIONS = /\b(Inc|Corp|Ltd|Co|St|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|U\.K)\./g;

/** Splits text into sentences, keeping "Inc." or "Sept." inside theirs, and dropping bullets. */
export function splitSentences(text: string | readonly string[] | null | undefined): string[] {
  if (!text) return [];
  const chunks = typeof text === 'string' ? [text] : text;
  const out: string[] = [];
  for (const chunk of chunks) {
    const guarded = chunk.replace(ABBREVIATIONS, '$1\u0000');
    for (const piece of guarded.split(/(?<=[.!?])\s+(?=["“'([]?[A-Z0-9$])|\r?\n+|(?<!\s)\s+[•·]\s+/)) {
      const sentence = piece.replaceAll('\u0000', '.').replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim();
      if (sentence.length >= 12) out.push(sentence);
    }
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface SignalDate {
  year: number;
  month: number | null;
}

/** The date a sentence mentions: "March 2026", "Mar. 3, 2026", "2026-03", "Q2 2026", or a bare year. */
export function extractDate(sentence: string): SignalDate | null {
  const named = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{2})\b/i.exec(sentence);
  if (named) return { year: Number(named[2]), month: MONTHS.indexOf(named[1].toLowerCase()) + 1 };
  const iso = /\b((?:19|20)\d{2})-(0[1-9]|1[0-2])(?:-\d{2})?\b/.exec(sentence);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) };
  const quarter = /\bQ([1-4])\s+((?:19|20)\d{2})\b/i.exec(sentence);
  if (quarter) return { year: Number(quarter[2]), month: (Number(quarter[1]) - 1) * 3 + 1 };
  const year = /(?<![$\d,.-])\b(199\d|20[0-3]\d)\b(?![\d,-])/.exec(sentence);
  return year ? { year: Number(year[1]), month: null } : null;
}

/** The day a signal's event happened: mid-month for "March 2026", mid-year for a bare year, never in the future. */
export function eventDateOf(date: SignalDate | null, now: Date): Date | null {
  if (!date) return null;
  const d = new Date(Date.UTC(date.year, date.month ? date.month - 1 : 6, date.month ? 15 : 1));
  return d.getTime() > now.getTime() ? now : d;
}

/** How recent an event is, in words for the reasoning. */
export interface Recency {
  /** 'just ' for an event of the last RECENT_DAYS days, otherwise ''. */
  just: string;
  /** ' in January 2025' for an older dated event, otherwise ''. */
  at: string;
}
export const RECENT_DAYS = 45;

export function recencyOf(date: SignalDate | null, now: Date): Recency {
  const when = eventDateOf(date, now);
  if (!date || !when) return { just: '', at: '' };
  if (now.getTime() - when.getTime() <= RECENT_DAYS * 86_400_000) return { just: 'just ', at: '' };
  return { just: '', at: date.month ? ` in ${MONTH_NAMES[date.month - 1]} ${date.year}` : ` in ${date.year}` };
}

function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36).padStart(7, '0');
}

/** 'hiring:2026-03' when the evidence is dated, otherwise 'hiring:<hash of the normalised evidence>'. */
export function signalKey(rule: SignalRule | string, evidence: string): string {
  const id = typeof rule === 'string' ? rule : rule.id;
  const date = extractDate(evidence);
  if (date) return `${id}:${date.year}${date.month ? `-${String(date.month).padStart(2, '0')}` : ''}`;
  return `${id}:${shortHash(evidence.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim())}`;
}

export function ruleForText(sentence: string): SignalRule | null {
  return SIGNAL_RULES.find((rule) => rule.patterns.some((p) => p.test(sentence))) ?? null;
}

/** The rule for a signal type as a model or person may spell it ("hiring", "Trade show", "New Location"). */
export function ruleForSignalType(signalType: string): SignalRule | null {
  const wanted = signalType.trim().toLowerCase();
  return (
    SIGNAL_RULES.find((r) => r.signalType.toLowerCase() === wanted) ??
    SIGNAL_RULES.find((r) => r.aliases.test(wanted)) ??
    null
  );
}

function summarise(sentence: string): string {
  const date = extractDate(sentence);
  let text = sentence
    .replace(/^(?:in|on|during|as of|since|by)\s+[^,]{0,30}?\d{4},\s*/i, '')
    .replace(/(?<![.!\s])[.!\s]+$/, '');
  text = text[0].toUpperCase() + text.slice(1);
  if (text.length > 180) text = `${text.slice(0, 177).replace(/(?<!\s)\s+\S*$/, '')}…`;
  return date?.month ? `${text} (${MONTH_NAMES[date.month - 1]} ${date.year})` : text;
}

/** The use case, categories, reasoning and steps a rule gives a company in an industry. */
export function playbookAdvice(
  rule: SignalRule,
  name: string,
  industry: string | null | undefined,
  recency: Recency = { just: '', at: '' },
): Pick<DetectedSignal, 'useCase' | 'productCategories' | 'reasoning' | 'nextSteps'> {
  const playbook = playbookFor(industry);
  const productCategories: string[] = [...rule.productCategories];
  if (playbook.extra && !productCategories.includes(playbook.extra)) productCategories.push(playbook.extra);
  return {
    useCase: rule.useCase,
    productCategories,
    reasoning: rule.reasoning(name, recency),
    nextSteps: [...rule.steps(name), playbook[rule.angle]],
  };
}

/** The signals in a company's activity and description; `now` (the clock's) dates "just" and caps future dates. */
export function detectSignalsFromText(input: SignalInput, now: Date): DetectedSignal[] {
  const name = input.name.trim() || 'This company';
  const sentences = [...splitSentences(input.recentActivity), ...splitSentences(input.description)];
  const seen = new Set<string>();
  const signals: DetectedSignal[] = [];
  for (const sentence of sentences) {
    const rule = ruleForText(sentence);
    if (!rule) continue;
    const key = signalKey(rule, sentence);
    if (seen.has(key)) continue;
    seen.add(key);
    const date = extractDate(sentence);
    const occurredAt = eventDateOf(date, now)?.toISOString() ?? null;
    signals.push({ key, signalType: rule.signalType, summary: summarise(sentence), evidence: sentence, occurredAt, ...playbookAdvice(rule, name, input.industry, recencyOf(date, now)) });
  }
  return signals;
}

/** The rule library as a detector; `clock` says what today is (how recent each event is). */
export function createRuleSignalDetector(clock: Clock = systemClock): SignalDetector {
  return {
    detect: async (company) => detectSignalsFromText(company, clock.now()),
  };
}
