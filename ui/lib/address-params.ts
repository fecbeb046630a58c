import { isValid, parseISO } from 'date-fns';

/**
 * Values read from the address's search (a link someone shared, a reload), each checked before a
 * page trusts it: what is not valid reads as unset ('').
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists; else ''. */
const validDay = (value: string | null): string => (value && DAY.test(value) && isValid(parseISO(value)) ? value : '');

/** An owner filter: 'me', a member's user id; else '' (everyone's). */
export const validOwner = (value: string | null): string => (value === 'me' || (value !== null && UUID.test(value)) ? value : '');

/** A range of days as valid days ('' for an open end); one typed backwards is read forwards. */
export function validRange(from: string | null, to: string | null): [from: string, to: string] {
  const [a, b] = [validDay(from), validDay(to)];
  return a && b && a > b ? [b, a] : [a, b];
}
