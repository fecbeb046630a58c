// The message-writing capability's port: what a writer is given and returns (server/writers/messages/ implements it).
import type { BrandTone } from '../../contracts/branding.js';
import type { RepGuidance } from '../../contracts/guidance.js';
import type { MessageKind } from '../../contracts/messages.js';

/** A catalogue product the message quotes: the catalogue's unit price at `quantity`. */
export interface MessageProduct {
  name: string;
  category: string;
  unitPrice: number;
  quantity: number;
  leadTime: string;
  /** For the rep's notes only: never written into the message. */
  supplierName: string;
  itemNum: string;
}

/** Everything a writer may use for one outreach message. Missing facts are null or empty. */
export interface MessageBrief {
  kind: MessageKind;
  sender: {
    name: string;
    title: string | null;
    /** The user's own company (branding profile): required, the writer never signs for "our company". */
    companyName: string;
    website: string | null;
    tone: BrandTone;
    keywords: string[];
    services: string[];
    industries: string[];
    /** The brand's spelling convention (US English unless the branding says otherwise). */
    spelling: 'US';
  };
  contact: { firstName: string; lastName: string; jobTitle: string | null };
  company: {
    name: string;
    industry: string | null;
    promoOpportunities: string | null;
    uniqueCharacteristics: string | null;
    eventParticipationLikelihood: string | null;
    /** Who gave the research facts above ('SwagScout directory', 'company website', a model). */
    researchSource: string | null;
  };
  signal: {
    signalType: string;
    summary: string;
    /** The source sentence and who detected it. */
    evidence: string | null;
    source: string | null;
    /** When the event happened (ISO), as the source dates it; null when undated. */
    occurredAt: string | null;
    useCase: string | null;
    productCategories: string[];
    nextSteps: string[];
  } | null;
  /** One or two catalogue products to quote (empty when the catalogue had none). */
  products: MessageProduct[];
  /** The user's chosen template, placeholders not yet filled. */
  template: { subject: string; content: string } | null;
  /** The day the message is written (ISO): passed in so the same brief gives the same text. */
  today: string;
  /** Signals older than this are not opened with. */
  signalMaxAgeDays: number;
}

export interface WrittenMessage {
  /** Emails only; LinkedIn messages have none. */
  subject: string | null;
  message: string;
  /** For the rep, beside the message: next steps, pitch notes, keywords, sources. */
  guidance: RepGuidance;
}

export interface MessageWriter {
  write(brief: MessageBrief): Promise<WrittenMessage>;
}
