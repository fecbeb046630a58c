import { describe, expect, it } from 'vitest';
import { splitThread } from '../../server/assistant/brief/thread.js';
import { readQuestion } from '../../server/assistant/intent.js';
import { parseMessageBrief } from '../../server/assistant/offer-reply.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// A rep pastes a reply that quotes or forwards the client's earlier message (issue 19; cases written
// here, not taken from an evaluation). A Sunday: 2026-11-22.
const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();
const read = (q: string) => readQuestion(q, null, [], vocabulary, now);
const lines = (...l: string[]) => l.join('\n');

describe('the earlier message under a reply', () => {
  it('finds a quoted reply, drops the attribution and the quote marks', () => {
    const t = splitThread(lines('Make it 90.', '', 'On Mon, Nov 16, 2026 at 10:02 AM Lee Park <lee@example.org> wrote:', '> We need 60 navy beanies.', '> Lee'));
    expect(t).toEqual({ reply: 'Make it 90.\n', earlier: 'We need 60 navy beanies.\nLee', subject: null, author: 'Lee' });
  });

  it('finds an attribution wrapped over two lines, and drops its date', () => {
    const t = splitThread(lines('Any news?', 'On Mon, Nov 16, 2026 at 10:02 AM', 'Lee Park <lee@example.org> wrote:', '> 60 navy beanies please'));
    expect(t.earlier).toBe('60 navy beanies please');
  });

  it('finds a forwarded message and an Outlook block, keeping the subject’s words and dropping the headers', () => {
    const forwarded = splitThread(lines('Can you quote?', '', '---------- Forwarded message ---------', 'From: Ana <ana@example.org>', 'Date: Tue, Nov 17, 2026 at 8:15 PM', 'Subject: Fwd: Gala gifts', 'To: Bo <bo@example.org>', '', '120 wine tumblers in white'));
    expect(forwarded.reply).toBe('Can you quote?\n');
    expect(forwarded).toMatchObject({ earlier: '120 wine tumblers in white', subject: 'Gala gifts' });
    const outlook = splitThread(lines('See below', '________________________________', 'From: Ana <ana@example.org>', 'Sent: Wednesday, November 18, 2026 1:12 PM', 'Subject: RE: mugs', '', '300 mugs'));
    expect(outlook).toMatchObject({ earlier: '300 mugs', subject: 'mugs' });
  });

  it('leaves a message without a quoted one whole', () => {
    expect(splitThread('300 mugs\n> not a quote on one line')).toEqual({ reply: '300 mugs\n> not a quote on one line', earlier: null, subject: null, author: null });
  });
});

describe('a reply to the rep’s own offer', () => {
  const offer = (...l: string[]) => ['', 'On Mon, Nov 16, 2026 at 10:02 AM Rosa Diaz <rosa@promo.example> wrote:', ...l.map((x) => `> ${x}`)];

  it('reads the reply as the request: the offer’s kind for its short name, none of the offer’s prices', () => {
    const { intent } = read(lines('Hi Rosa,', '', 'The polos were a big hit at the fair. Same polos again for the fall crew, 80 of them, green, under $24 each.', '', 'Marta Lind', ...offer('Marta, recap of the spring order:', '48 x Performance Polo, navy @ $19.80 = $950.40')));
    expect(intent).toMatchObject({ productType: 'performance polo', quantity: 80, colors: ['Green'], budgetMax: 24, budgetTotal: null });
  });

  it('keeps the offer’s count when the reply says so, and drops its price and the date the quote is valid to', () => {
    const { intent } = read(lines('Rosa — the same count as last time, but in white please. We need them by Friday Dec 18.', '', 'Marta', ...offer('Marta, as quoted:', '250 x 20 oz Stainless Steel Tumbler, black, $11.20 ea — $2,800.00', 'Quote valid until Dec 4.')));
    expect(intent).toMatchObject({ productType: 'stainless steel tumbler', quantity: 250, colors: ['White'], budgetMax: null, budgetTotal: null });
    expect(intent.prodTimeDays).toBe(17);
  });

  it('knows the offer by its greeting of the reply’s writer, and takes no total from it', () => {
    const { intent } = read(lines('Fine, but made in the USA this time. 70 total, gray again.', '', 'Marta Lind', ...offer('Marta,', '50 x Crewneck Sweatshirt, gray, screen print, $22.40 ea', 'Total $1,120.00')));
    expect(intent).toMatchObject({ productType: 'crewneck sweatshirt', quantity: 70, colors: ['Gray'], madeIn: 'US', budgetMax: null, budgetTotal: null });
  });

  it('gives the deck writer the reply’s products, named as the offer named them, not the offer’s old lines', () => {
    const brief = parseMessageBrief(lines('Thanks Rosa — drop the caps this time; the polos again, 80 of them, and add 80 tumblers.', '', 'Marta Lind', ...offer('Marta, the spring order:', '60 x Structured Cap, black @ $9.10', '48 x Performance Polo, navy @ $19.80')), vocabulary, now);
    expect(brief.items.map((i) => [i.productType, i.quantity])).toEqual([['performance polo', 80], ['tumbler', 80]]);
    expect(brief.budget).toBeUndefined();
  });

  it('asks for what the reply wants instead of the offer’s product', () => {
    const { intent } = read(lines('Hi Rosa! The visors did well. This year we want snow globes instead, 120 of them.', ...offer('Marta, last summer:', '200 x Visor, white @ $4.15')));
    expect(intent).toMatchObject({ productType: null, absent: ['snow globes'], quantity: 120 });
  });
});

describe('a postscript, a spec block’s label and a wish', () => {
  const parse = (q: string) => read(q).brief;

  it('reads a P.S. under the signature as the writer’s again', () => {
    expect(parse(lines('Hi Kim,', '', 'We need 200 cotton totes.', '', 'Best,', 'Jo Reyes', 'Harbor Co-op', '', 'P.S. They must be recyclable.')).recyclable).toBe(true);
    expect(parse(lines('We need 120 navy beanies.', '', 'Thanks,', 'Al', '', 'PS — made in USA please')).madeIn).toBe('US');
    // A postscript about another time is no part of this request.
    expect(parse(lines('We need 120 navy beanies.', '', 'Thanks,', 'Al', '', 'PS: we may want mugs next spring, that can wait.')).items.map((i) => i.productType)).toEqual(['beanie']);
  });

  it('reads "Made in: USA" of a spec block, and a country only preferred as no constraint', () => {
    expect(parse(lines('Item: Beanie', 'Qty: 120', 'Made in: USA')).madeIn).toBe('US');
    expect(parse(lines('Item: Beanie', 'Qty: 120', 'Made in: USA preferred, not required')).madeIn).toBeUndefined();
    expect(parse('120 beanies, made in USA if possible').madeIn).toBeUndefined();
    expect(parse('120 beanies, made in USA, no exceptions').madeIn).toBe('US');
    // A tender's line.
    expect(parse(lines('Item: Beanie', 'Qty: 120', 'Country of origin: USA (required by statute)')).madeIn).toBe('US');
    expect(parse(lines('Item: Beanie', 'Qty: 120', 'Country of origin: USA preferred, not required')).madeIn).toBeUndefined();
  });
});

describe('a product swapped in a later turn', () => {
  const turns = (...qs: string[]) => {
    let previous: ReturnType<typeof read>['intent'] | null = null;
    return qs.map((q) => {
      const r = readQuestion(q, previous, [], vocabulary, now);
      previous = r.intent;
      return r;
    });
  };

  it('takes back a condition the client drops ("forget eco", "never mind the made in USA")', () => {
    const [, , dropped, again] = turns('80 beanies in red, under $14', 'eco-friendly ones, made in USA?', 'forget eco, and what about black?', 'never mind the made in USA, the budget doesn’t matter either'.replace('’', "'"));
    expect(dropped!.intent).toMatchObject({ productType: 'beanie', quantity: 80, eco: false, madeIn: 'US', colors: ['Black'], budgetMax: 14 });
    expect(again!.intent).toMatchObject({ productType: 'beanie', quantity: 80, eco: false, madeIn: null, budgetMax: null });
  });

  it('moves the date asked for before ("a week earlier"), and takes back "the eco requirement"', () => {
    const [first, earlier, later] = turns('Need 90 steel tumblers by Friday Dec 18', 'sorry, we need them a week earlier', 'and then two days later after all');
    expect(first!.intent).toMatchObject({ deadlineDays: 26, prodTimeDays: 17 });
    expect(earlier!.intent).toMatchObject({ productType: 'steel tumbler', quantity: 90, deadlineDays: 19, prodTimeDays: 12, absent: [] });
    expect(later!.intent).toMatchObject({ quantity: 90, deadlineDays: 21 });
    const [, dropped] = turns('70 eco-friendly tote bags in navy', 'please drop the eco requirement');
    expect(dropped!.intent).toMatchObject({ productType: 'tote', quantity: 70, colors: ['Navy'], eco: false, absent: [] });
  });

  it('reads words that only open products’ names as that kind of the product before, keeping the order', () => {
    const [, kind] = turns('250 pens for the library fundraiser', 'do any come in recycled paper? must be eco');
    expect(kind!.intent).toMatchObject({ productType: 'recycled paper pen', quantity: 250, eco: true });
  });

  it('names a product the catalogue lacks swapped in ("make it … instead"), keeping the count and colour', () => {
    const [, swapped] = turns('120 navy beanies', 'actually, make it kazoos instead, same 120');
    expect(swapped!.intent).toMatchObject({ productType: null, absent: ['kazoos'], quantity: 120 });
  });

  it('keeps the count when another product is asked about after an acknowledgement', () => {
    const [, next] = turns('80 fleece blankets', 'ok, no worries — what about kazoos?');
    expect(next!.intent).toMatchObject({ absent: ['kazoos'], quantity: 80 });
    expect(next!.followUp).toBe(true);
  });

  it('keeps the count when one product of several is chosen ("just the … then")', () => {
    const [, chosen] = turns('For the fair: 400 water bottles and 400 lanyards', 'ok just the lanyards then, in black');
    expect(chosen!.intent).toMatchObject({ productType: 'lanyard', quantity: 400, colors: ['Black'] });
  });

  it('still reads "make it navy" and "make it 300" as changes of the same order', () => {
    const [, navy, more] = turns('80 fleece blankets', 'make it navy instead', 'can we make it 300?');
    expect(navy!.intent).toMatchObject({ productType: 'blanket', colors: ['Navy'], absent: [] });
    expect(more!.intent).toMatchObject({ productType: 'blanket', quantity: 300, absent: [] });
  });
});

describe('reading a reply with the message it quotes', () => {
  const quoted = (top: string) => lines(top, '', 'Thanks,', 'Ro', '', 'On Tue, Nov 17, 2026 at 9:14 AM Ro Diaz <ro@example.org> wrote:', '> For our retreat we would like 150 navy beanies under $9 each, in hand by Friday, December 11.');

  it('reads a change on top as a change of the quoted request, which otherwise stands', () => {
    const r = read(quoted('Circling back — the count is final at 180. Everything else stands.'));
    expect(r.intent).toMatchObject({ productType: 'beanie', quantity: 180, colors: ['Navy'], budgetMax: 9 });
    expect(r.intent.prodTimeDays).not.toBeNull();
    expect(r.intent.absent).toEqual([]);
  });

  it('keeps the quoted date when the reply on top only says it is urgent, now with rush', () => {
    const dated = read(lines('We would like 150 navy beanies under $9 each, in hand by Friday, November 27.'));
    const r = read(lines('Rush please — see below.', '', '---------- Forwarded message ---------', 'From: Ro <ro@example.org>', 'Date: Tue, Nov 17, 2026 at 9:14 AM', 'Subject: beanies', '', 'We would like 150 navy beanies under $9 each, in hand by Friday, November 27.'));
    expect(r.intent).toMatchObject({ productType: 'beanie', quantity: 150, rush: true, deadlineDays: dated.intent.deadlineDays, prodTimeDays: dated.intent.prodTimeDays });
  });

  it('reads the quoted request alone when the reply asks nothing of its own', () => {
    const r = read(quoted('Any ideas on this one?'));
    expect(r.intent).toMatchObject({ productType: 'beanie', quantity: 150, colors: ['Navy'], budgetMax: 9 });
  });

  it('reads products added on top with the quoted ones, and a condition for several quoted products for all of them', () => {
    const added = read(lines('Adding one more to the list below: 150 tote bags too.', '', 'On Tue, Nov 17, 2026 at 9:14 AM Ro Diaz <ro@example.org> wrote:', '> 150 navy beanies', '> 150 water bottles'));
    expect(added.brief.items.map((i) => [i.productType, i.quantity])).toEqual([['beanie', 150], ['water bottle', 150], ['tote', 150]]);
    const dated = read(lines('Both need to arrive by Friday, December 11.', '', 'On Tue, Nov 17, 2026 at 9:14 AM Ro Diaz <ro@example.org> wrote:', '> 150 navy beanies', '> 150 water bottles'));
    expect(dated.brief.items).toHaveLength(2);
    expect(dated.brief.deadline).toMatchObject({ date: '2026-12-11' });
    // A reply that is only a condition, over a numbered list: every product of the list, the last line's colour its own.
    const listed = read(
      lines(
        'Re-sending my list so we look at the same one. All three must be at the fair by Friday, December 11.',
        '',
        'On Tue, Nov 17, 2026 at 9:14 AM Ro Diaz <ro@example.org> wrote:',
        '> 1. 300 stylus pens',
        '> 2. 300 water bottles for the walkathon',
        '> 3. 150 tote bags, navy',
      ),
    );
    expect(listed.brief.items.map((i) => [i.productType, i.quantity, i.colours])).toEqual([
      ['stylus pen', 300, []],
      ['water bottle', 300, []],
      ['tote', 150, ['Navy']],
    ]);
    expect(listed.brief.deadline).toMatchObject({ date: '2026-12-11' });
  });

  it('reads the subject only when the message under it names no product', () => {
    const forward = (subject: string, body: string) => lines('Can you quote?', '', '---------- Forwarded message ---------', 'From: Dee <dee@example.org>', `Subject: ${subject}`, '', body);
    expect(read(forward('Welcome bags', 'Lip balm for the welcome bags again, 300 of them.')).intent).toMatchObject({ productType: 'lip balm', quantity: 300 });
    expect(read(forward('Beanies for the ski trip', 'We need 90, navy please.')).intent).toMatchObject({ productType: 'beanie', quantity: 90, colors: ['Navy'] });
  });

  it('reads no product from the reply’s own unknown words when the quoted message asks for one', () => {
    const r = read(lines('Forwarding the boosters’ list — can you quote?', '', '---------- Forwarded message ---------', 'From: Dee <dee@example.org>', 'Subject: Homecoming', '', '300 stadium seat cushions please'));
    expect(r.intent).toMatchObject({ productType: 'stadium seat cushion', quantity: 300, absent: [] });
  });
});

describe('threads on long and hostile input', () => {
  it.each([
    ['quoted lines', '> 300 mugs\n'.repeat(360)],
    ['nested quote marks', `${'> '.repeat(1000)}\n${'> '.repeat(990)}`],
    ['attributions', `On Mon, Nov 16, 2026 at 10:02 AM ${'x'.repeat(150)} wrote:\n`.repeat(20)],
    ['wrapped attributions', 'On Mon, Nov 16\nLee wrote:\n'.repeat(150)],
    ['forwarded headers', '---------- Forwarded message ---------\nFrom: a\nDate: b\nSubject: mugs\n'.repeat(50)],
    ['postscripts', `Need 300 mugs.\nThanks,\nDana\n${'P.S.\n'.repeat(800)}`],
    ['money in words', 'under twenty-five dollars '.repeat(150)],
  ])('%s: read in well under a second', (_name, text) => {
    const started = performance.now();
    read(text.slice(0, 4000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
