/**
 * The text of a follow-up email in the same thread: short, since the earlier message is quoted
 * by the thread itself. `nth` is how many emails went before (1: the first follow-up).
 */
export function followUpText(firstName: string, senderName: string, nth: number): string {
  const hi = firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,';
  const lines =
    nth <= 1
      ? [
          hi,
          '',
          'Just bringing my note below back to the top of your inbox. If branded merchandise is on your list this quarter, I can send a few samples and prices that fit your dates and budget.',
          '',
          'Would a short call next week help?',
        ]
      : [
          hi,
          '',
          'I have not heard back, so I will assume the timing is not right and stop writing for now. If that changes, just reply to this email and I will pick it up from here.',
        ];
  return [...lines, '', 'Best,', senderName.trim()].join('\n').trimEnd();
}
