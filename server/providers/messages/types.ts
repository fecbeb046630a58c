import type { BrandTone } from '../../../contracts/branding.js';
import type { MessageKind } from '../../../contracts/messages.js';

/** Everything a writer may use for one outreach message. Missing facts are null or empty. */
export interface MessageBrief {
  kind: MessageKind;
  sender: {
    name: string;
    title: string | null;
    /** The user's own company (branding profile), if saved. */
    companyName: string | null;
    website: string | null;
    tone: BrandTone;
    keywords: string[];
    services: string[];
    industries: string[];
  };
  contact: { firstName: string; lastName: string; jobTitle: string | null };
  company: {
    name: string;
    industry: string | null;
    promoOpportunities: string | null;
    uniqueCharacteristics: string | null;
    eventParticipationLikelihood: string | null;
  };
  signal: {
    signalType: string;
    summary: string;
    useCase: string | null;
    productCategories: string[];
    nextSteps: string[];
  } | null;
  /** The user's chosen template, placeholders not yet filled. */
  template: { subject: string; content: string } | null;
}

export interface WrittenMessage {
  /** Emails only; LinkedIn messages have none. */
  subject: string | null;
  message: string;
}

export interface MessageWriter {
  name: string;
  write(brief: MessageBrief): Promise<WrittenMessage>;
}
