// The angle a message takes for its reader's role (docs/product.md#messages): a CFO reads about
// cost per unit and price breaks, a marketing manager about brand reach, an HR lead about the
// people who receive the gift, an event planner about dates and the show floor. Read from the
// contact's job title; the categories are the ones that usually suit the role when no buying
// signal names its own.

export type RoleAngleId = 'finance' | 'marketing' | 'people' | 'events' | 'operations' | 'sales' | 'executive' | 'general';

export interface RoleAngle {
  id: RoleAngleId;
  /** What this reader cares about, in a sentence written to them ("you"). */
  why: string;
  /** Words that show the angle in the text (the evaluation looks for one of them). */
  keywords: readonly string[];
  /** Catalogue categories that fit the role when nothing else names any. */
  categories: readonly string[];
  /** For the rep: how to pitch to this reader. */
  pitchNote: string;
}

const ANGLES: Record<RoleAngleId, RoleAngle> = {
  finance: {
    id: 'finance',
    why: 'the numbers are simple: the unit price at your quantity is below, and price breaks lower it as the order grows',
    keywords: ['unit price', 'price breaks', 'budget', 'cost'],
    categories: ['Drinkware', 'Writing Instruments', 'Office'],
    pitchNote: 'Finance reader: lead with the unit price at the quantity, the price breaks and the total; keep adjectives out.',
  },
  marketing: {
    id: 'marketing',
    why: 'each piece keeps your logo in front of people long after the campaign, which is the cheapest brand reach there is',
    keywords: ['brand', 'logo', 'visibility', 'campaign'],
    categories: ['Apparel', 'Drinkware', 'Bags'],
    pitchNote: 'Marketing reader: talk brand reach and impressions per dollar; offer a mock-up with their logo.',
  },
  people: {
    id: 'people',
    why: 'a welcome or thank-you gift people actually use does more for belonging than another email from HR',
    keywords: ['employees', 'team', 'welcome', 'onboarding', 'new hires'],
    categories: ['Apparel', 'Drinkware', 'Notebooks & Journals'],
    pitchNote: 'HR reader: frame the items as employee experience (onboarding, recognition, retention); offer per-person kits.',
  },
  events: {
    id: 'events',
    why: 'the order is planned backward from your event date, so everything is on site before the doors open',
    keywords: ['event', 'attendees', 'event date', 'on site'],
    categories: ['Trade Show & Events', 'Bags', 'Drinkware'],
    pitchNote: 'Event reader: lead with production time against the event date and attendee counts; offer to hold the schedule.',
  },
  operations: {
    id: 'operations',
    why: 'the items are built for daily use on the job, reorder at the same price, and arrive on a date you can plan around',
    keywords: ['durable', 'reorder', 'on the job', 'crews'],
    categories: ['Apparel', 'Headwear', 'Drinkware'],
    pitchNote: 'Operations reader: durability, reorders at the same price and a firm delivery date.',
  },
  sales: {
    id: 'sales',
    why: 'a well-chosen gift keeps your name on a client’s desk between calls',
    keywords: ['clients', 'client gifts', 'prospects'],
    categories: ['Drinkware', 'Bags', 'Tech'],
    pitchNote: 'Sales reader: client and prospect gifts that open doors; mention reorder pricing for the whole team.',
  },
  executive: {
    id: 'executive',
    why: 'what people hold with your name on it says a lot about the company you are building',
    keywords: ['company', 'reputation', 'milestone', 'leadership'],
    categories: ['Awards & Recognition', 'Apparel', 'Drinkware'],
    pitchNote: 'Executive reader: keep it short; one idea tied to the company’s moment, one price, one ask.',
  },
  general: {
    id: 'general',
    why: 'good branded items keep working for you long after they are handed out',
    keywords: ['branded', 'team'],
    categories: ['Drinkware', 'Apparel', 'Bags'],
    pitchNote: 'Role unknown: keep the pitch general and ask who owns merchandise decisions.',
  },
};

// Checked in order: "VP of Marketing" is marketing, "Chief People Officer" is people, "CEO" executive.
const RULES: Array<[RegExp, RoleAngleId]> = [
  [/\b(?:cfo|finance|financial|controller|comptroller|treasurer|accounting|accountant|procurement|purchasing|buyer|sourcing)\b/i, 'finance'],
  [/\b(?:events?|meetings?|planner|conference|trade ?shows?|hospitality)\b/i, 'events'],
  [/\b(?:marketing|brand|communications?|cmo|pr|public relations|social media|content|creative|growth)\b/i, 'marketing'],
  [/\b(?:hr|human resources|people|talent|recruit\w*|culture|chro|benefits|employee|workplace|onboarding)\b/i, 'people'],
  [/\b(?:operations|facilities|plant|safety|logistics|warehouse|coo|production|site)\b/i, 'operations'],
  [/\b(?:sales|business development|account|partnerships?|customer success)\b/i, 'sales'],
  [/\b(?:ceo|founder|co-founder|owner|president|principal|managing director|executive director|general manager|chief)\b/i, 'executive'],
];

export function roleAngleOf(jobTitle: string | null | undefined): RoleAngle {
  const title = jobTitle?.trim() ?? '';
  const id = RULES.find(([re]) => re.test(title))?.[1] ?? 'general';
  return ANGLES[id];
}
