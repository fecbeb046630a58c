// docs/product.md#tasks: the day rules tasks are grouped and snoozed by (UTC days, business days Monday to Friday).
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isDay, nextWeekStart, snoozedDay, taskGroupOf } from '../../contracts/task-rules.js';

// 2031-11-26 is a Wednesday.
describe('task day rules', () => {
  it('reads only real days', () => {
    expect(isDay('2031-11-26')).toBe(true);
    expect(isDay('2031-02-29')).toBe(false);
    expect(isDay('2032-02-29')).toBe(true);
    expect(isDay('2031-11-26T10:00:00Z')).toBe(false);
  });

  it('counts business days over weekends', () => {
    expect(addBusinessDays('2031-11-26', 1)).toBe('2031-11-27');
    expect(addBusinessDays('2031-11-28', 1)).toBe('2031-12-01'); // Friday → Monday
    expect(addBusinessDays('2031-11-29', 1)).toBe('2031-12-01'); // Saturday → Monday
    expect(addBusinessDays('2031-11-26', 3)).toBe('2031-12-01');
    expect(addBusinessDays('2031-11-26', 0)).toBe('2031-11-26');
    expect(addBusinessDays('2031-12-31', 1)).toBe('2032-01-01');
  });

  it('starts next week on Monday', () => {
    expect(nextWeekStart('2031-11-24')).toBe('2031-12-01'); // Monday → next Monday
    expect(nextWeekStart('2031-11-26')).toBe('2031-12-01');
    expect(nextWeekStart('2031-11-29')).toBe('2031-12-01'); // Saturday
    expect(nextWeekStart('2031-11-30')).toBe('2031-12-01'); // Sunday
  });

  it('snoozes from today, or from the task’s own later day', () => {
    expect(snoozedDay('2031-11-10', '2031-11-26', '1d')).toBe('2031-11-27');
    expect(snoozedDay('2031-11-27', '2031-11-26', '1d')).toBe('2031-11-28');
    expect(snoozedDay('2031-11-26', '2031-11-26', '3d')).toBe('2031-12-01');
    expect(snoozedDay('2031-12-03', '2031-11-26', 'next-week')).toBe('2031-12-08');
  });

  it('groups on today', () => {
    expect(taskGroupOf({ status: 'open', dueDay: '2031-11-25' }, '2031-11-26')).toBe('overdue');
    expect(taskGroupOf({ status: 'open', dueDay: '2031-11-26' }, '2031-11-26')).toBe('today');
    expect(taskGroupOf({ status: 'open', dueDay: '2031-11-27' }, '2031-11-26')).toBe('upcoming');
    expect(taskGroupOf({ status: 'done', dueDay: '2031-11-25' }, '2031-11-26')).toBe('done');
  });
});
