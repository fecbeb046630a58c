// How each brand tone words a deck. The composer builds every slide from these, so two tones
// never read alike (docs/product.md#presentations: the brand tone is used when generating presentation content).
import type { BrandTone } from '../../../contracts/branding.js';

export interface DeckVoice {
  kicker: string;
  preparedFor(who: string): string;
  situationHeading: string;
  situationIntro(who: string): string;
  noResearch(who: string): string;
  opportunityHeading: string;
  productsHeading: string;
  productPitch(name: string, point: string): string;
  summaryHeading: string;
  nextStepsHeading: string;
  steps: [string, string, string, string];
  closingHeading: string;
  closingLine(who: string): string;
  cta: string;
}

export const DECK_VOICES: Record<BrandTone, DeckVoice> = {
  professional: {
    kicker: 'Promotional Product Proposal',
    preparedFor: (w) => `Prepared for ${w}`,
    situationHeading: 'Your Situation',
    situationIntro: (w) => `Here is what we understand about ${w} and where branded merchandise can support your goals.`,
    noResearch: (w) => `We have put together a selection tailored to ${w}, focused on quality, reliable delivery and lasting brand impact.`,
    opportunityHeading: 'The Opportunity',
    productsHeading: 'Recommended Product',
    productPitch: (n, p) => `${n}: ${p}. A dependable choice that represents your brand well.`,
    summaryHeading: 'Investment Summary',
    nextStepsHeading: 'Timeline & Next Steps',
    steps: ['Confirm the product selection and quantities', 'Approve artwork and digital proofs', 'Production begins once proofs are approved', 'Delivery to your location, on schedule'],
    closingHeading: 'Thank You',
    closingLine: (w) => `We look forward to helping ${w} make a lasting impression.`,
    cta: 'Let us schedule a short call to finalize your order.',
  },
  casual: {
    kicker: 'Swag Ideas',
    preparedFor: (w) => `Put together for ${w}`,
    situationHeading: "What's Going On",
    situationIntro: (w) => `Here's what we picked up about ${w} — and how some good swag could help.`,
    noResearch: (w) => `We pulled together a few picks for ${w} that people will actually want to keep.`,
    opportunityHeading: 'Where Swag Fits In',
    productsHeading: 'Our Pick',
    productPitch: (n, p) => `${n} — ${p.toLowerCase()}. People hang on to this one.`,
    summaryHeading: 'What It Costs',
    nextStepsHeading: "What's Next",
    steps: ['Pick your favorites and how many you need', 'We send mockups, you give the thumbs up', 'We get everything made', 'It shows up at your door'],
    closingHeading: 'Thanks!',
    closingLine: (w) => `Can't wait to get some great gear into the hands of ${w}.`,
    cta: 'Give us a shout and we will get the ball rolling.',
  },
  friendly: {
    kicker: 'Ideas We Think You Will Love',
    preparedFor: (w) => `Made with care for ${w}`,
    situationHeading: 'Getting to Know You',
    situationIntro: (w) => `We have enjoyed learning about ${w}. Here is what stood out to us.`,
    noResearch: (w) => `We would love to help ${w} with a few thoughtful picks that bring people together.`,
    opportunityHeading: 'How We Can Help',
    productsHeading: 'A Favorite for You',
    productPitch: (n, p) => `We think you will love the ${n}: ${p.toLowerCase()}.`,
    summaryHeading: 'Your Investment',
    nextStepsHeading: 'Next Steps Together',
    steps: ['Tell us which items you like best', 'We share friendly mockups for your approval', 'Our partners make your items with care', 'Your order arrives, ready to share'],
    closingHeading: 'Thank You So Much',
    closingLine: (w) => `It would be a pleasure to work with ${w}.`,
    cta: 'Reach out any time — we are happy to help.',
  },
  formal: {
    kicker: 'Proposal for Promotional Merchandise',
    preparedFor: (w) => `Respectfully prepared for ${w}`,
    situationHeading: 'Background',
    situationIntro: (w) => `The following summarises our understanding of ${w} and the objectives this proposal addresses.`,
    noResearch: (w) => `This proposal presents a curated selection of merchandise for the consideration of ${w}.`,
    opportunityHeading: 'Proposed Approach',
    productsHeading: 'Recommended Item',
    productPitch: (n, p) => `We respectfully recommend the ${n}. ${p}.`,
    summaryHeading: 'Summary of Investment',
    nextStepsHeading: 'Proposed Schedule',
    steps: ['Confirmation of items and quantities', 'Review and approval of artwork proofs', 'Commencement of production upon approval', 'Delivery in accordance with the agreed schedule'],
    closingHeading: 'With Appreciation',
    closingLine: (w) => `We would be honored to serve ${w}.`,
    cta: 'We welcome the opportunity to discuss this proposal at your convenience.',
  },
  technical: {
    kicker: 'Merchandise Specification',
    preparedFor: (w) => `Specification for ${w}`,
    situationHeading: 'Context',
    situationIntro: (w) => `Inputs considered for ${w}:`,
    noResearch: (w) => `Selection criteria for ${w}: unit cost, minimum order quantity and production lead time.`,
    opportunityHeading: 'Requirements',
    productsHeading: 'Item Specification',
    productPitch: (n, p) => `${n}. Key attribute: ${p.toLowerCase()}.`,
    summaryHeading: 'Cost Breakdown',
    nextStepsHeading: 'Delivery Plan',
    steps: ['Lock item list and quantities', 'Artwork files reviewed; proofs signed off', 'Production run to the quoted production time', 'Freight and delivery to site'],
    closingHeading: 'Summary',
    closingLine: (w) => `Specification prepared for ${w}; figures reflect current catalog pricing.`,
    cta: 'Send confirmation of quantities to start the order.',
  },
  creative: {
    kicker: 'Make Your Brand Unforgettable',
    preparedFor: (w) => `Imagined for ${w}`,
    situationHeading: 'The Story So Far',
    situationIntro: (w) => `Every brand has a story. Here is the chapter ${w} is writing right now.`,
    noResearch: (w) => `Picture ${w}'s name on items people reach for every single day. That is where this starts.`,
    opportunityHeading: 'The Big Idea',
    productsHeading: 'Spotlight',
    productPitch: (n, p) => `Meet the ${n} — ${p.toLowerCase()}, and a canvas for your brand.`,
    summaryHeading: 'Bringing It to Life',
    nextStepsHeading: 'The Road Ahead',
    steps: ['Choose the pieces that spark joy', 'We bring your artwork to life in proofs', 'The makers get to work', 'The big reveal: your merch arrives'],
    closingHeading: "Let's Create Something Memorable",
    closingLine: (w) => `We are ready to turn ${w}'s story into something people can hold.`,
    cta: 'Say the word and we will start sketching.',
  },
};
