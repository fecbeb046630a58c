import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { conversationAct } from '../../server/assistant/conversation.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// What a message that asks for no product is (issue 19; cases written here).
const vocabulary = generatedVocabulary();
const act = (q: string) => conversationAct(q, parseBrief(q, vocabulary, new Date('2026-11-22T12:00:00Z')))?.kind ?? null;

describe('thanks', () => {
  it.each(['lovely, thank you!', "cheers, that's everything", 'thx', 'Perfect, thanks so much', "that's it, thanks"])('%j is thanks', (q) => {
    expect(act(q)).toBe('thanks');
  });

  it.each(["great, thanks, we'll take the beanies to the board", 'thanks! I will show my boss the tumblers'])('%j is thanks, then what the client will do with what was shown', (q) => {
    expect(act(q)).toBe('thanks');
  });

  it.each(['Thanks. Different question: 200 mugs under $5', 'thanks! can we do 300 tote bags in navy?', "thanks, we'll need 200 tumblers in navy"])('%j is a request', (q) => {
    expect(act(q)).toBeNull();
  });
});
