import { describe, expect, it } from 'vitest';
import { emailReceivedActivity } from '../../server/mail/replies/activity.js';
import { classify, dsnRecipients, MAX_SOURCE_BYTES, messageIdsOf, ownText, readInbound } from '../../server/mail/replies/classify.js';
import { autoReplyMessage, dsnMessage, hugeReplyMessage, outOfOfficeMessage, replyMessage } from '../fixtures/mail-messages.js';

const kindOf = async (raw: string) => classify(await readInbound(raw));

describe('reading a message', () => {
  it('reads a reply: ids without brackets, sender lower-cased, its own text without the quoted email', async () => {
    const m = await readInbound(
      replyMessage({ from: 'Ana.Nunez@Client.Example', fromName: 'Ana Núñez', messageId: 'r1@client.example', inReplyTo: 'ours-2@swag.example', references: ['ours-1@swag.example', 'ours-2@swag.example'] }),
    );
    expect(m).toMatchObject({
      messageId: 'r1@client.example',
      inReplyTo: ['ours-2@swag.example'],
      references: ['ours-1@swag.example', 'ours-2@swag.example'],
      from: { email: 'ana.nunez@client.example', name: 'Ana Núñez' },
      subject: 'Re: Branded mugs for your offsite',
      text: 'Sounds good, can you send a quote for 200 mugs?',
      truncated: false,
    });
  });

  it('parses message ids in the forms servers write them', () => {
    expect(messageIdsOf('<a@b> <c@d>')).toEqual(['a@b', 'c@d']);
    expect(messageIdsOf(['<a@b>', '<a@b> <e@f>'])).toEqual(['a@b', 'e@f']);
    expect(messageIdsOf('bare@id.example')).toEqual(['bare@id.example']);
    expect(messageIdsOf(undefined)).toEqual([]);
  });

  it('cuts quoted history in several languages, and keeps the text when nothing is quoted', () => {
    expect(ownText('Ja, gerne.\n\nAm 26.11.2031 um 09:00 schrieb Rep <rep@x>:\n> Hallo')).toBe('Ja, gerne.');
    expect(ownText('Oui.\n\nLe 26 nov. 2031 à 09:00, Rep a écrit :\n> Bonjour')).toBe('Oui.');
    expect(ownText('Yes\n-----Original Message-----\nFrom: rep')).toBe('Yes');
    expect(ownText('> only a quote')).toBe('> only a quote');
  });

  it('reads at most MAX_SOURCE_BYTES of a huge message (headers and first part), marking it truncated', async () => {
    const raw = hugeReplyMessage({ from: 'ana@client.example', megabytes: 3 });
    expect(raw.length).toBeGreaterThan(3 * 1024 * 1024);
    const started = performance.now();
    const m = await readInbound(raw);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(m.truncated).toBe(true);
    expect(m.text).toContain('let us do the mugs');
    expect(m.text.length).toBeLessThanOrEqual(20_000);
    expect(classify(m)).toEqual({ kind: 'reply' });
    expect(MAX_SOURCE_BYTES).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('classify', () => {
  it('a person’s answer is a reply', async () => {
    expect(await kindOf(replyMessage({ from: 'ana@client.example' }))).toEqual({ kind: 'reply' });
    // "Auto-Submitted: no" is how a person's mail may say it is not automatic.
    expect(await kindOf(replyMessage({ from: 'ana@client.example', extraHeaders: ['Auto-Submitted: no'] }))).toEqual({ kind: 'reply' });
  });

  it('Auto-Submitted other than no, X-Autoreply, X-Autorespond and Precedence auto_reply/bulk/junk are automatic', async () => {
    expect(await kindOf(autoReplyMessage({ from: 'ana@client.example' }))).toMatchObject({ kind: 'auto_reply', why: 'Auto-Submitted: auto-replied' });
    expect(await kindOf(replyMessage({ from: 'ana@client.example', extraHeaders: ['Auto-Submitted: auto-generated'] }))).toMatchObject({ kind: 'auto_reply' });
    expect(await kindOf(replyMessage({ from: 'ana@client.example', extraHeaders: ['X-Autoreply: yes'] }))).toMatchObject({ kind: 'auto_reply', why: 'x-autoreply' });
    expect(await kindOf(replyMessage({ from: 'ana@client.example', extraHeaders: ['X-Autorespond: Out of office'] }))).toMatchObject({ kind: 'auto_reply', why: 'x-autorespond' });
    for (const p of ['auto_reply', 'bulk', 'junk', 'Bulk']) {
      expect(await kindOf(replyMessage({ from: 'ana@client.example', extraHeaders: [`Precedence: ${p}`] }))).toMatchObject({ kind: 'auto_reply' });
    }
  });

  it('out-of-office subjects in several languages are automatic; a reply that mentions the office is not', async () => {
    for (const prefix of ['Out of Office', 'Automatic reply', 'Automatische Antwort', 'Abwesenheitsnotiz', 'Réponse automatique', 'Respuesta automática', 'Risposta automatica', 'OOO', 'Autosvar', '[EXT] Out of office']) {
      expect(await kindOf(outOfOfficeMessage({ from: 'ana@client.example', subjectPrefix: prefix })), prefix).toMatchObject({ kind: 'auto_reply', why: 'out-of-office subject' });
    }
    expect(await kindOf(replyMessage({ from: 'ana@client.example', subject: 'Re: mugs for the out of office team day' }))).toEqual({ kind: 'reply' });
  });

  it('a failed DSN is a bounce naming the failed address and our original Message-ID (message/rfc822 or text/rfc822-headers)', async () => {
    expect(await kindOf(dsnMessage({ recipient: 'Gone@Client.Example', originalMessageId: 'ours-9@swag.example' }))).toEqual({
      kind: 'bounce',
      failedRecipients: ['gone@client.example'],
      originalMessageId: 'ours-9@swag.example',
    });
    expect(await kindOf(dsnMessage({ recipient: 'gone@client.example', originalMessageId: 'ours-10@swag.example', returned: 'headers' }))).toMatchObject({
      kind: 'bounce',
      originalMessageId: 'ours-10@swag.example',
    });
    expect(await kindOf(dsnMessage({ recipient: 'gone@client.example', returned: 'none' }))).toEqual({ kind: 'bounce', failedRecipients: ['gone@client.example'], originalMessageId: null });
  });

  it('a delay notification is not a bounce (it stops nothing)', async () => {
    expect(await kindOf(dsnMessage({ recipient: 'slow@client.example', action: 'delayed' }))).toMatchObject({ kind: 'auto_reply', why: 'delivery status notification' });
  });

  it('an old-style mailer-daemon bounce counts only with X-Failed-Recipients; a read receipt is automatic', async () => {
    const oldStyle = replyMessage({ from: 'MAILER-DAEMON@mx.example', subject: 'Mail delivery failed', extraHeaders: ['X-Failed-Recipients: gone@client.example'] });
    expect(await kindOf(oldStyle)).toEqual({ kind: 'bounce', failedRecipients: ['gone@client.example'], originalMessageId: null });
    expect(await kindOf(replyMessage({ from: 'postmaster@mx.example', subject: 'Notice' }))).toMatchObject({ kind: 'auto_reply', why: 'mail server notice' });
    const receipt = replyMessage({ from: 'ana@client.example', subject: 'Read: mugs' }).replace('Content-Type: text/plain; charset=utf-8', 'Content-Type: multipart/report; report-type=disposition-notification; boundary="x"');
    expect(await kindOf(receipt)).toMatchObject({ kind: 'auto_reply' });
  });

  it('reads the per-recipient fields of a delivery-status part (folded lines, several recipients)', () => {
    const text = ['Reporting-MTA: dns; mx', '', 'Final-Recipient: rfc822;', ' a@x.example', 'Action: failed', 'Status: 5.1.1', '', 'Final-Recipient: rfc822; b@x.example', 'Action: delayed', 'Status: 4.4.1'].join('\r\n');
    expect(dsnRecipients(text)).toEqual([
      { address: 'a@x.example', action: 'failed', status: '5.1.1' },
      { address: 'b@x.example', action: 'delayed', status: '4.4.1' },
    ]);
  });
});

describe('hostile input', () => {
  it('reads crafted text in a few milliseconds (no super-linear patterns)', async () => {
    const started = performance.now();
    ownText('On '.repeat(60_000));
    ownText('>'.repeat(100_000));
    messageIdsOf('<'.repeat(100_000));
    dsnRecipients('Final-Recipient: rfc822;'.repeat(5_000));
    const m = await readInbound(replyMessage({ from: 'ana@client.example', subject: 'Re: '.repeat(5_000), body: 'Message-ID: <'.repeat(10_000) }));
    classify(m);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('the history a received email leaves', () => {
  const email = { id: 'in-1', kind: 'reply' as const, contactId: 'ct-1', companyId: 'co-1', fromEmail: 'ana@client.example', fromName: 'Ana Núñez', subject: 'Re: mugs', text: 'Yes', receivedAt: '2031-11-27T10:00:00.000Z' };

  it('a reply and a bounce are on the company’s timeline (the contact’s without a company); an auto-reply is not history', () => {
    expect(emailReceivedActivity({ email, summary: 'Reply from Ana Núñez' }, 'co-1')).toEqual({
      kind: 'company.reply_received',
      subjectType: 'company',
      subjectId: 'co-1',
      payload: { emailId: 'in-1', contactId: 'ct-1', from: 'Ana Núñez', fromEmail: 'ana@client.example', subject: 'Re: mugs', summary: 'Reply from Ana Núñez' },
    });
    expect(emailReceivedActivity({ email: { ...email, kind: 'bounce', companyId: null }, summary: 'Email to ana@client.example bounced' }, 'ct-1')).toMatchObject({
      kind: 'message.email_bounced',
      subjectType: 'contact',
      subjectId: 'ct-1',
    });
    expect(emailReceivedActivity({ email: { ...email, kind: 'auto_reply' }, summary: 'Automatic reply from Ana Núñez' }, 'co-1')).toBeNull();
  });
});
