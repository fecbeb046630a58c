import { beforeAll, describe, expect, it } from 'vitest';
import { presentationResponse } from '../../contracts/presentations.js';
import { publicPresentationResponse } from '../../contracts/presentation-sharing.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { publicProposalResponse, shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('hole: a deck link still showed a removed member as the rep, a proposal link did not', () => {
  it('both links show the author while a member, and nobody once they are removed', async () => {
    const owner = await signUp(server.url, 'Rep Owner');
    const rep = await memberOf(server, owner.user.workspaceId, 'member', 'Leaving Rep');
    const deckId = presentationResponse.parse((await rep.client.post('/api/presentations', { title: 'Rep Deck' })).body).presentation.id;
    const deckToken = shareResponse.parse((await rep.client.post(`/api/presentations/${deckId}/share`, {})).body).token;
    const proposalId = proposalResponse.parse((await rep.client.post('/api/proposals', { title: 'Rep Proposal' })).body).proposal.id;
    const proposalToken = shareResponse.parse((await rep.client.post(`/api/proposals/${proposalId}/share`, {})).body).token;
    const anonymous = new ApiClient(server.url);
    const reps = async () => ({
      deck: publicPresentationResponse.parse((await anonymous.get(`/api/public/presentations/${deckToken}`)).body).presentation.rep,
      proposal: publicProposalResponse.parse((await anonymous.get(`/api/public/proposals/${proposalToken}`)).body).proposal.rep,
    });

    const before = await reps();
    expect(before.deck).toEqual({ name: 'Leaving Rep', email: rep.email });
    expect(before.proposal).toEqual(before.deck);

    expect((await owner.client.delete(`/api/workspace/members/${rep.user.id}`)).status).toBe(204);
    const after = await reps();
    expect(after.proposal).toEqual({ name: '', email: '' });
    expect(after.deck).toEqual(after.proposal);
  });
});
