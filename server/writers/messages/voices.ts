// How each brand tone talks: greetings, openers, asks and sign-offs. The embedded writer builds
// every message from these, so two tones never read alike.
import type { BrandTone } from '../../../contracts/branding.js';
import type { SignalNews } from '../signal-news.js';

export interface Voice {
  /** The email's greeting, by first name ("Hi Ana,", never "Hi Ana Núñez,"). */
  greeting(first: string): string;
  /** Reacting to a buying signal, told in our words with its age ("the award in January"). */
  signalOpener(company: string, told: SignalNews): string;
  /** Without a signal: why this company caught our eye. */
  plainOpener(company: string, trait: string): string;
  /** Who we are: "{sender} helps {industries} teams with {services}". */
  intro(sender: string, who: string, services: string): string;
  /** The idea for them: a use case and the products that fit. */
  proposal(useCase: string, products: string): string;
  /** What the brand stands for, as meanings ("pieces made to last"), never the keywords pasted. */
  values(meanings: string): string;
  extra(company: string): string;
  cta: string;
  signOff: string;
  subject(company: string, topic: string | null): string;
  /** LinkedIn connection request: hello, a short reason, the ask. */
  connectHello(first: string): string;
  connectAsk: string;
  /** LinkedIn after connecting. */
  thanks(first: string): string;
  followUpAsk: string;
}

export const VOICES: Record<BrandTone, Voice> = {
  professional: {
    greeting: (f) => `Hi ${f},`,
    signalOpener: (c, t) => `${t.congratulate ? `Congratulations on ${t.news}.` : `I read about ${t.news}.`} Moments like this are when teams at ${c} often look for branded merchandise.`,
    plainOpener: (c, t) => `I have been following ${c}, ${t}, and I believe there is a good opportunity to strengthen your brand with the right merchandise.`,
    intro: (s, who, sv) => `At ${s}, we help ${who} with ${sv}.`,
    proposal: (u, p) => `For ${u}, we would recommend ${p}, delivered on schedule and on budget.`,
    values: (k) => `You can count on ${k}.`,
    extra: (c) => `We handle design, sourcing and delivery end to end, so your team at ${c} can stay focused on its priorities.`,
    cta: 'Would you be open to a 15-minute call next week to review a few options?',
    signOff: 'Best regards,',
    subject: (c, t) => (t ? `${t} for ${c}` : `Branded merchandise ideas for ${c}`),
    connectHello: (f) => `Hi ${f},`,
    connectAsk: 'I would welcome the chance to connect.',
    thanks: (f) => `Thank you for connecting, ${f}.`,
    followUpAsk: 'Would a short call next week be useful to review a few options?',
  },
  casual: {
    greeting: (f) => `Hey ${f},`,
    signalOpener: (c, t) => `${t.congratulate ? `Congrats on ${t.news}!` : `Saw the news about ${t.news}.`} That's usually when folks at ${c} start thinking about fresh swag.`,
    plainOpener: (c, t) => `I've been keeping an eye on ${c} (${t}) and had a couple of swag ideas I think you'd like.`,
    intro: (s, who, sv) => `Over at ${s}, we help ${who} with ${sv}.`,
    proposal: (u, p) => `For ${u}, I'd go with ${p} — stuff people actually keep using.`,
    values: (k) => `You get ${k}.`,
    extra: () => `No big process on your end — we take care of design, ordering and shipping.`,
    cta: 'Up for a quick chat next week? Happy to send over a few mockups first.',
    signOff: 'Cheers,',
    subject: (c, t) => (t ? `Quick idea: ${t.toLowerCase()} for ${c}` : `Quick swag idea for ${c}`),
    connectHello: (f) => `Hey ${f}!`,
    connectAsk: "Let's connect!",
    thanks: (f) => `Thanks for connecting, ${f}!`,
    followUpAsk: 'Want me to send over a few quick mockups?',
  },
  friendly: {
    greeting: (f) => `Hi ${f}!`,
    signalOpener: (c, t) => `${t.congratulate ? `Congratulations on ${t.news}!` : `I was glad to read about ${t.news}!`} It's an exciting time for everyone at ${c}.`,
    plainOpener: (c, t) => `I really enjoyed learning about ${c}, ${t}, and I'd love to help you share that story with great merchandise.`,
    intro: (s, who, sv) => `At ${s}, we love helping ${who} with ${sv}.`,
    proposal: (u, p) => `For ${u}, I think your people would love ${p}.`,
    values: (k) => `You can always expect ${k}.`,
    extra: (c) => `We'll take care of all the details so the whole ${c} team can simply enjoy the result.`,
    cta: "Would you be up for a friendly chat next week? I'd be glad to share a few ideas.",
    signOff: 'Warmly,',
    subject: (c, t) => (t ? `A few ideas for the ${c} team: ${t.toLowerCase()}` : `A few ideas for the ${c} team`),
    connectHello: (f) => `Hi ${f}!`,
    connectAsk: "I'd love to connect!",
    thanks: (f) => `Thanks so much for connecting, ${f}!`,
    followUpAsk: "I'd be glad to share a few ideas whenever suits you.",
  },
  formal: {
    greeting: (f) => `Dear ${f},`,
    signalOpener: (c, t) => `${t.congratulate ? `Please accept my congratulations on ${t.news}.` : `I read with interest about ${t.news}.`} Occasions of this kind at ${c} are well served by fitting merchandise.`,
    plainOpener: (c, t) => `I am writing to you regarding ${c}, ${t}, as I believe our services could be of considerable value to your organization.`,
    intro: (s, who, sv) => `${s} provides ${who} with ${sv}.`,
    proposal: (u, p) => `For ${u}, we would respectfully propose ${p}, each produced to your brand standards.`,
    values: (k) => `You may rely on ${k}.`,
    extra: () => 'We manage every stage of the process, from design approval to delivery, with full accountability.',
    cta: 'I would be grateful for the opportunity to discuss this with you at your convenience.',
    signOff: 'Sincerely,',
    subject: (c, t) => (t ? `Proposal: ${t} for ${c}` : `Proposal: promotional merchandise for ${c}`),
    connectHello: (f) => `Dear ${f},`,
    connectAsk: 'I would be honored to connect.',
    thanks: (f) => `Thank you for accepting my invitation to connect, ${f}.`,
    followUpAsk: 'I would be grateful for the opportunity to discuss this at your convenience.',
  },
  technical: {
    greeting: (f) => `Hi ${f},`,
    signalOpener: (c, t) => `Noted: ${t.news}. Moments like this usually come with merchandise demand at companies like ${c}.`,
    plainOpener: (c, t) => `Looking at ${c}'s profile (${t}), there is a clear fit for a structured merchandise program.`,
    intro: (s, who, sv) => `${s} runs ${sv} for ${who}, with tracked orders and consistent brand specs.`,
    proposal: (u, p) => `Use case: ${u}. Recommended product mix: ${p}, with quantity-tiered pricing and proofs before production.`,
    values: (k) => `Included: ${k}.`,
    extra: () => 'Lead times, decoration methods and per-unit costs are documented up front, so there are no surprises.',
    cta: 'Can we book 20 minutes next week to scope quantities, timelines and budget?',
    signOff: 'Regards,',
    subject: (c, t) => (t ? `${c}: ${t.toLowerCase()} — scope and options` : `${c}: merchandise program — scope and options`),
    connectHello: (f) => `Hi ${f},`,
    connectAsk: 'Open to connecting?',
    thanks: (f) => `Thanks for connecting, ${f}.`,
    followUpAsk: 'Can we book 20 minutes to scope quantities, timeline and budget?',
  },
  creative: {
    greeting: (f) => `Hi ${f} —`,
    signalOpener: (c, t) => `${t.congratulate ? `Congratulations on ${t.news}!` : `${t.news[0].toUpperCase()}${t.news.slice(1)} caught my eye.`} That's the kind of moment at ${c} that merch was made for.`,
    plainOpener: (c, t) => `${c} has a story worth wearing — ${t} — and I keep imagining how it could look on great merchandise.`,
    intro: (s, who, sv) => `${s} turns brands into things people love to hold, helping ${who} with ${sv}.`,
    proposal: (u, p) => `For ${u}, imagine ${p} that people will be proud to show off.`,
    values: (k) => `Expect ${k}.`,
    extra: () => 'We sketch, you react, and the best idea wins — we handle everything from mood board to doorstep.',
    cta: "Shall we brainstorm for 15 minutes next week? I'll bring the sketches.",
    signOff: 'Onward,',
    subject: (c, t) => (t ? `${c} + ${t.toLowerCase()} = something memorable` : `A memorable idea for ${c}`),
    connectHello: (f) => `Hi ${f} —`,
    connectAsk: "Let's connect and dream up something memorable.",
    thanks: (f) => `So glad we connected, ${f}!`,
    followUpAsk: "Shall we brainstorm for 15 minutes? I'll bring the sketches.",
  },
};
