import type { BrandTone } from '../../../contracts/branding.js';

/** What a prompt asks for, as far as the words say (see prompt.ts). */
export interface PresentationRequest {
  /** The pipeline company named in the prompt, when one is. */
  companyName: string | null;
  industry: string | null;
  occasion: string | null;
  audience: string | null;
  /** What to show, in the order the prompt names it: a catalogue category and, for a named item ("mugs"), its keyword. */
  wants: Array<{ category: string; keyword: string | null }>;
  quantity: number | null;
  /** A total budget ($) the prompt names. */
  budget: number | null;
  /** A per-unit budget ($) the prompt names, or the total budget / quantity when both are known. */
  unitBudget: number | null;
}

/** A catalogue product as a slide shows it. */
export interface DeckProduct {
  id: string;
  name: string;
  imageUrl: string | null;
  keySellingPoint: string;
  category: string;
  /** Price per unit at the deck's quantity (or the lowest price). */
  unitPrice: number;
  priceText: string;
  minQuantity: number;
  leadTime: string;
  supplierName: string;
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
    logoUrl: string | null;
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
    signals: Array<{ signalType: string; summary: string; useCase: string | null; nextSteps: string[] }>;
  } | null;
  products: DeckProduct[];
  /** The quantity prices are quoted at. */
  quantity: number;
  /** For "prepared on" lines: passed in so the same brief always gives the same HTML. */
  date: string;
}

export interface PresentationWriter {
  name: string;
  write(brief: PresentationBrief): Promise<{ html: string }>;
}
