import type { BrandTone } from '../../../contracts/branding.js';
import type { MessageKind } from '../../../contracts/messages.js';

/**
 * The writer evaluation's briefs, each with what a correct message or deck must show, as data
 * (docs/product.md#messages, docs/product.md#presentations). Written as reps and buyers say
 * them; nothing in the writers knows these cases.
 */

/** Words that show a message was written to the reader's role. Owned by the evaluation, not the writer. */
export const ROLE_WORDS: Record<RoleAngle, RegExp> = {
  finance: /\bunit price|price breaks?|\bbudget\b|\bcost\b/i,
  marketing: /\blogo\b|\bvisibility\b|brand reach|\bcampaign\b/i,
  people: /\bwelcome\b|\bonboarding\b|\bemployees?\b|\bbelonging\b/i,
  events: /event date|\battendees\b|on site|doors open/i,
  executive: /company you are building|\breputation\b|\bmilestone\b/i,
  operations: /\breorder\b|\bdurable\b|daily use|on the job/i,
};
export type RoleAngle = 'finance' | 'marketing' | 'people' | 'events' | 'executive' | 'operations';

export interface MessageCase {
  id: string;
  kind: MessageKind;
  tone: BrandTone;
  brandKeywords: string[];
  company: { name: string; industry: string; employees: number | null };
  /** The dated news research found: `{name}` and `{date}` ("January 2026") are filled in. */
  activity: string;
  /** How long ago the news happened, in days. */
  ageDays: number;
  contact: { firstName: string; lastName: string; jobTitle: string };
  expect: {
    angle: RoleAngle;
    /** Recent news is opened with (with its age); old news is not mentioned. */
    opensWithSignal: boolean;
    /** Words that name the news, for telling whether it was mentioned. */
    newsWords: RegExp;
  };
}

export const MESSAGE_CASES: MessageCase[] = [
  { id: 'm01-restaurant-award-cfo', kind: 'email', tone: 'professional', brandKeywords: ['Quality', 'Sustainability'], company: { name: 'Harbor Bistro Group', industry: 'Restaurants', employees: 180 }, activity: '{name} won a regional Best Restaurant award in {date}.', ageDays: 20, contact: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'CFO' }, expect: { angle: 'finance', opensWithSignal: true, newsWords: /award/i } },
  { id: 'm02-restaurant-award-old', kind: 'email', tone: 'professional', brandKeywords: ['Quality'], company: { name: 'Lantern Kitchen Co', industry: 'Restaurants', employees: 90 }, activity: '{name} won a regional Best Restaurant award in {date}.', ageDays: 400, contact: { firstName: 'Milo', lastName: 'Grant', jobTitle: 'Marketing Manager' }, expect: { angle: 'marketing', opensWithSignal: false, newsWords: /award|congratulat/i } },
  { id: 'm03-hiring-hr', kind: 'email', tone: 'friendly', brandKeywords: ['Service', 'Speed'], company: { name: 'Northwind Logistics', industry: 'Logistics', employees: 900 }, activity: '{name} is hiring 120 warehouse associates for its Reno hub in {date}.', ageDays: 10, contact: { firstName: 'Priya', lastName: 'Shah', jobTitle: 'HR Director' }, expect: { angle: 'people', opensWithSignal: true, newsWords: /hiring/i } },
  { id: 'm04-tradeshow-event-planner', kind: 'email', tone: 'casual', brandKeywords: ['Creative'], company: { name: 'Brightline Robotics', industry: 'Manufacturing', employees: 350 }, activity: '{name} will exhibit at FABTECH in {date}.', ageDays: 5, contact: { firstName: 'Leo', lastName: 'Park', jobTitle: 'Event Planner' }, expect: { angle: 'events', opensWithSignal: true, newsWords: /trade show/i } },
  { id: 'm05-anniversary-ceo', kind: 'email', tone: 'formal', brandKeywords: ['Craftsmanship'], company: { name: 'Oak & Iron Furniture', industry: 'Retail', employees: 60 }, activity: '{name} celebrated its 50th anniversary in {date}.', ageDays: 30, contact: { firstName: 'Helen', lastName: 'Ward', jobTitle: 'CEO' }, expect: { angle: 'executive', opensWithSignal: true, newsWords: /anniversary/i } },
  { id: 'm06-funding-marketing', kind: 'email', tone: 'technical', brandKeywords: ['Innovation', 'Value'], company: { name: 'Cobalt Data Systems', industry: 'Software', employees: 140 }, activity: '{name} raised $40 million in Series B funding in {date}.', ageDays: 25, contact: { firstName: 'Ana', lastName: 'Lima', jobTitle: 'VP of Marketing' }, expect: { angle: 'marketing', opensWithSignal: true, newsWords: /funding/i } },
  { id: 'm07-new-office-facilities', kind: 'email', tone: 'creative', brandKeywords: ['Local'], company: { name: 'Greenfield Dental', industry: 'Healthcare', employees: 45 }, activity: '{name} opened a new clinic in Boise in {date}.', ageDays: 15, contact: { firstName: 'Sam', lastName: 'Ortiz', jobTitle: 'Facilities Manager' }, expect: { angle: 'operations', opensWithSignal: true, newsWords: /new location|clinic/i } },
  { id: 'm08-contract-procurement', kind: 'email', tone: 'professional', brandKeywords: ['Reliability'], company: { name: 'Summit Civil Works', industry: 'Construction', employees: 420 }, activity: '{name} won a $12 million contract with the state DOT in {date}.', ageDays: 40, contact: { firstName: 'Jo', lastName: 'Banks', jobTitle: 'Procurement Manager' }, expect: { angle: 'finance', opensWithSignal: true, newsWords: /contract/i } },
  { id: 'm09-launch-brand', kind: 'post_connection', tone: 'friendly', brandKeywords: ['Eco-friendly'], company: { name: 'Pureleaf Beverages', industry: 'Food & Beverage', employees: 210 }, activity: '{name} launched a new sparkling tea line in {date}.', ageDays: 12, contact: { firstName: 'Nia', lastName: 'Cole', jobTitle: 'Brand Manager' }, expect: { angle: 'marketing', opensWithSignal: true, newsWords: /launch/i } },
  { id: 'm10-partnership-old-cfo', kind: 'post_connection', tone: 'professional', brandKeywords: [], company: { name: 'Atlas Credit Union', industry: 'Finance', employees: 300 }, activity: '{name} announced a new partnership with a regional bank in {date}.', ageDays: 300, contact: { firstName: 'Ray', lastName: 'Chen', jobTitle: 'Chief Financial Officer' }, expect: { angle: 'finance', opensWithSignal: false, newsWords: /partnership|congratulat/i } },
  { id: 'm11-expansion-people', kind: 'email', tone: 'casual', brandKeywords: ['Fast turnaround'], company: { name: 'Riverbend Health', industry: 'Healthcare', employees: 1500 }, activity: '{name} is expanding into three new markets in {date}.', ageDays: 35, contact: { firstName: 'Kim', lastName: 'Lopez', jobTitle: 'Chief People Officer' }, expect: { angle: 'people', opensWithSignal: true, newsWords: /expansion/i } },
  { id: 'm12-event-gala-events', kind: 'email', tone: 'friendly', brandKeywords: ['Community'], company: { name: 'Hope Springs Foundation', industry: 'Nonprofit', employees: 25 }, activity: '{name} hosted its annual charity gala in {date}.', ageDays: 8, contact: { firstName: 'Eve', lastName: 'Moss', jobTitle: 'Events Coordinator' }, expect: { angle: 'events', opensWithSignal: true, newsWords: /event/i } },
  { id: 'm13-award-connection', kind: 'connection_request', tone: 'professional', brandKeywords: ['Quality'], company: { name: 'Copperline Brewing', industry: 'Food & Beverage', employees: 70 }, activity: '{name} won a gold medal award at the state beer festival in {date}.', ageDays: 18, contact: { firstName: 'Tom', lastName: 'Hale', jobTitle: 'Owner' }, expect: { angle: 'executive', opensWithSignal: true, newsWords: /award/i } },
  { id: 'm14-hiring-old-ops', kind: 'email', tone: 'technical', brandKeywords: ['Durability'], company: { name: 'Keystone Fabrication', industry: 'Manufacturing', employees: 250 }, activity: '{name} was hiring 40 welders in {date}.', ageDays: 500, contact: { firstName: 'Vic', lastName: 'Nash', jobTitle: 'Plant Operations Manager' }, expect: { angle: 'operations', opensWithSignal: false, newsWords: /hiring/i } },
];

export interface DeckCase {
  id: string;
  prompt: string;
  expect: {
    /** Every item with the words its products' names carry and its quantity. */
    items: Array<{ words: string; quantity: number }>;
    event?: string;
    budget?: { kind: 'unit' | 'total'; amount: number };
    /**
     * Production days the deadline leaves: its working days less 3 kept for shipping
     * (docs/product.md#chat-assistant: "in 3 weeks" is 15 working days, 12 of production).
     */
    deadlineBusinessDays?: number;
    absent?: string[];
    /**
     * Items the catalogue carries but cannot supply at that quantity (no product of the kind has a
     * minimum order that low): the deck must say so rather than show another product.
     */
    unavailable?: Array<{ words: string; quantity: number }>;
  };
  /**
   * A known misreading of the brief by the shared brief parser (server/assistant/brief/), not
   * by the writer: the case is measured and reported like any other, and the vitest gate expects
   * it to fail until the parser is fixed (then the mark must go).
   */
  parserGap?: string;
}

export const DECK_CASES: DeckCase[] = [
  { id: 'd01-tumblers-polos-budget', prompt: '200 insulated tumblers and 200 embroidered polos for our sales kickoff, navy and gold, budget $9,000, in 3 weeks', expect: { event: 'sales kickoff', items: [{ words: 'tumbler', quantity: 200 }, { words: 'polo', quantity: 200 }], budget: { kind: 'total', amount: 9000 }, deadlineBusinessDays: 12 } },
  { id: 'd02-fabtech', prompt: '300 tumblers and 300 tape measures at FABTECH in 10 business days', expect: { items: [{ words: 'tumbler', quantity: 300 }, { words: 'tape measure', quantity: 300 }], event: 'FABTECH', deadlineBusinessDays: 7 } },
  { id: 'd03-caps-picnic', prompt: 'Red baseball caps for a company picnic, 150 pieces', expect: { event: 'company picnic', items: [{ words: 'cap', quantity: 150 }] } },
  { id: 'd04-golf-balls', prompt: 'Golf balls for a charity tournament, 300 sleeves, under $12 each', expect: { event: 'charity tournament', items: [{ words: 'golf ball', quantity: 300 }], budget: { kind: 'unit', amount: 12 } } },
  { id: 'd05-lanyards', prompt: 'Lanyards for 2,000 attendees at the SHRM Annual Conference', expect: { items: [{ words: 'lanyard', quantity: 2000 }], event: 'SHRM Annual Conference' } },
  { id: 'd06-power-banks', prompt: 'Power banks for 500 field reps, budget $7,500 total, in 4 weeks', expect: { items: [{ words: 'power bank', quantity: 500 }], budget: { kind: 'total', amount: 7500 }, deadlineBusinessDays: 17 } },
  { id: 'd07-hoodies-ces', prompt: 'Deck for CES: 250 hoodies and 250 water bottles, $20 per unit max', expect: { items: [{ words: 'hoodie', quantity: 250 }, { words: 'water bottle', quantity: 250 }], event: 'CES', budget: { kind: 'unit', amount: 20 } } },
  { id: 'd08-totes-notebooks', prompt: 'Onboarding kit: 120 tote bags, 120 notebooks and 120 pens for new hires', expect: { items: [{ words: 'tote', quantity: 120 }, { words: 'notebook', quantity: 120 }], unavailable: [{ words: 'pen', quantity: 120 }] } },
  { id: 'd09-mugs-budget-total', prompt: '400 mugs for a client appreciation mailing, total budget $3,000', expect: { items: [{ words: 'mug', quantity: 400 }], budget: { kind: 'total', amount: 3000 } } },
  { id: 'd10-backpacks-sema', prompt: 'We need 150 backpacks for our booth at SEMA in 15 business days', expect: { items: [{ words: 'backpack', quantity: 150 }], event: 'SEMA', deadlineBusinessDays: 12 } },
  { id: 'd11-umbrellas', prompt: '100 golf umbrellas in navy for a client golf outing, under $30 each', expect: { event: 'client golf outing', items: [{ words: 'umbrella', quantity: 100 }], budget: { kind: 'unit', amount: 30 } } },
  { id: 'd12-tshirts-5k', prompt: 'T-shirts for a 5K fun run, 600 pieces, $8 each or less, in 2 weeks', expect: { event: '5K', items: [{ words: 't-shirt', quantity: 600 }], budget: { kind: 'unit', amount: 8 }, deadlineBusinessDays: 7 } },
  { id: 'd13-speakers-dreamforce', prompt: 'Bluetooth speakers and phone stands for Dreamforce, 200 of each, budget $6,000', expect: { items: [{ words: 'speaker', quantity: 200 }, { words: 'phone stand', quantity: 200 }], event: 'Dreamforce', budget: { kind: 'total', amount: 6000 } } },
  { id: 'd14-awards', prompt: '25 glass awards for our sales recognition dinner, $60 per unit budget', expect: { event: 'sales recognition dinner', items: [{ words: 'award', quantity: 25 }], budget: { kind: 'unit', amount: 60 } } },
  { id: 'd15-sunglasses-absent', prompt: '500 sunglasses and 500 can coolers for a summer festival', expect: { event: 'summer festival', items: [{ words: 'can cooler', quantity: 500 }], absent: ['sunglasses'] } },
  { id: 'd16-beanies-planners', prompt: '300 knit beanies and 300 weekly planners for a year-end gift, total $9,000, in 20 business days', expect: { items: [{ words: 'beanie', quantity: 300 }, { words: 'planner', quantity: 300 }], budget: { kind: 'total', amount: 9000 }, deadlineBusinessDays: 17 } },
  { id: 'd17-flashlights-imts', prompt: 'Booth giveaways for IMTS: 1,000 LED flashlights, in 10 business days', expect: { items: [{ words: 'flashlight', quantity: 1000 }], event: 'IMTS', deadlineBusinessDays: 7 } },
  { id: 'd18-jackets-vests', prompt: '80 softshell jackets and 80 puffer vests for the field crew, budget $10,000 total', expect: { items: [{ words: 'jacket', quantity: 80 }, { words: 'vest', quantity: 80 }], budget: { kind: 'total', amount: 10000 } } },
];
