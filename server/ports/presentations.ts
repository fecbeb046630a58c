// The presentation-writing capability's port: what a deck writer is given and returns
// (server/writers/presentations/ implements it).
import type { BrandTone } from '../../contracts/branding.js';
import type { RepGuidance } from '../../contracts/guidance.js';

/** What a prompt says beyond the order: who it is for and why (server/writers/presentations/prompt.ts). */
export interface PresentationRequest {
  /** The pipeline company named in the prompt, when one is. */
  companyName: string | null;
  /** The client the rep names in the prompt, as written ('Acme Plumbing'), pipeline company or not. */
  clientName: string | null;
  industry: string | null;
  occasion: string | null;
  audience: string | null;
}

/** A catalogue product as a slide shows it, priced at its item's quantity. */
export interface DeckProduct {
  id: string;
  name: string;
  /** A data: URI or an absolute URL, so the deck works outside the app; null when there is no picture. */
  imageUrl: string | null;
  keySellingPoint: string;
  category: string;
  /** Price per unit at `quantity`, from the catalogue. */
  unitPrice: number;
  quantity: number;
  minQuantity: number;
  leadTime: string;
  productionDays: number | null;
  /** Made in time for the deadline only with the supplier's rush service (its standard time is longer). */
  rushNeeded?: boolean;
  /** For the rep's guidance only: never printed on a slide. */
  supplierName: string;
  itemNum: string;
}

/** One thing the brief asks for ("300 tumblers, navy, embroidered") and the products that answer it. */
export interface DeckItem {
  /** The product asked for, as the catalogue calls it ('tumbler', 'tape measure'), or a category. */
  label: string;
  /** The quantity asked; null when the brief states none (each product is then quoted at its own minimum order). */
  quantity: number | null;
  colours: string[];
  decoration: string | null;
  /** A unit price ceiling said of this item alone ('$2 for the lip balms'), in dollars. */
  unitBudget?: number;
  /** Best first: the first is the one the totals count. Empty when the catalogue has none. */
  products: DeckProduct[];
  /** Constraints no product could meet, loosened to show something: said on the slide. */
  relaxed: Array<'budget' | 'deadline' | 'color'>;
}

/** The order the brief describes, read once by the shared brief parser (server/assistant/brief/). */
export interface DeckOrder {
  items: DeckItem[];
  /** Budget in dollars, per unit or for the whole order. */
  budget: { kind: 'unit' | 'total'; amount: number } | null;
  /** The lowest unit price asked for ('at least $30 each'), in dollars; absent when none was said. */
  priceFloor?: number;
  /**
   * Production days the deadline leaves (business days: a delivery date's working days less the
   * days kept for shipping, docs/product.md#chat-assistant), how the brief said it, and the
   * shipping days taken off (none for "produced within N days").
   */
  deadline: { productionDays: number; text: string; shippingDays: number } | null;
  /** Without a deadline, the month the brief places the order in ('January 2027'), for the client to read as timing. */
  month?: string;
  /** The event the brief names (FABTECH), as written. */
  event: string | null;
  /** Products the brief names that the catalogue does not carry. */
  absent: string[];
  /**
   * Products the brief names that were not looked up: past the few one deck asks of a catalogue the
   * brief parser's vocabulary does not cover (SAGE's). Not said to be missing: said to be confirmed.
   */
  unchecked?: string[];
}

/** Everything a writer may use for one deck. Missing facts are null or empty. */
export interface PresentationBrief {
  title: string;
  description: string | null;
  prompt: string;
  request: PresentationRequest;
  sender: {
    name: string;
    title: string | null;
    email: string | null;
    companyName: string | null;
    website: string | null;
    tone: BrandTone;
    primaryColor: string;
    secondaryColor: string;
    keywords: string[];
    services: string[];
    industries: string[];
  };
  /** The workspace company the prompt names, with what research and signal detection found. */
  company: {
    name: string;
    domain: string | null;
    industry: string | null;
    headquarters: string | null;
    companySize: string | null;
    description: string | null;
    recentActivity: string | null;
    promoOpportunities: string | null;
    uniqueCharacteristics: string | null;
    eventParticipationLikelihood: string | null;
    /** Who gave the research facts above. */
    researchSource: string | null;
    signals: Array<{ signalType: string; summary: string; useCase: string | null; nextSteps: string[]; evidence: string | null; source: string | null }>;
  } | null;
  order: DeckOrder;
  /** For "prepared on" lines: passed in so the same brief always gives the same HTML. */
  date: string;
}

export interface PresentationWriter {
  write(brief: PresentationBrief): Promise<{ html: string; guidance: RepGuidance }>;
}
