import { describe, expect, it } from 'vitest';
import { companyChange } from '../../contracts/company-intel.js';
import { activityText } from '../../server/activity/feed.js';

// docs/product.md#teams: every kind the feed holds reads as a sentence, never as its raw kind —
// including any new kind of company change (contracts/company-intel.ts), which becomes `company.<kind>`.
const KINDS = [
  'company.created',
  ...companyChange.options.map((o) => `company.${o.shape.kind.value}`),
  'company.signal_found',
  'company.signals_checked',
  'company.contacts_found',
  'company.proposal_created',
  'company.proposal_client_action',
  'contact.added',
  'message.requested',
  'member.joined',
];

describe('activity text', () => {
  it.each(KINDS)('%s has its own words', (kind) => {
    expect(activityText(kind, {})).not.toBe(kind);
  });

  it('tells an owner change and a client’s approval with their names', () => {
    expect(activityText('company.owner', { from: null, to: 'u1', toName: 'Rita Rep' })).toBe('Owner changed to Rita Rep');
    expect(activityText('company.proposal_client_action', { summary: 'Acme approved 2 of 3 items', title: 'Onboarding Kit' })).toBe('Acme approved 2 of 3 items — Onboarding Kit');
    expect(activityText('company.proposal_client_action', { summary: 'Acme declined the proposal' })).toBe('Acme declined the proposal');
  });

  it('names edited fields in words, and a logo upload as such', () => {
    expect(activityText('company.edited', { fields: ['name', 'companySize', 'linkedinUrl', 'ownerId'] })).toBe('Edited: name, company size, LinkedIn, owner');
    expect(activityText('company.edited', { fields: ['logo'] })).toBe('Client logo changed');
  });
});
