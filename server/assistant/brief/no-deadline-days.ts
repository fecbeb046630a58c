/** Days a request names that are no deadline for the order: what recurs, what has been, someone away, the rep's own task, a tender's due date (deadline.ts blanks them). */

/** A day that comes back ('the last Friday of each month', 'every Monday', 'Mondays and Wednesdays'). */
export const RECURRING = /\b(?:(?:first|second|third|fourth|last)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+of\s+(?:every|each|the)\s+month|(?:every|each)\s+(?:other\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)days\s+and\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/;

/** A weekday something already happened on: 'our call on Thursday', 'met Tuesday', 'last Monday'. */
export const DAY_THAT_WAS =
  /\b(?:(?:call|chat|meeting|talk|conversation|visit|email|note|message)\s+(?:on\s+|last\s+)?|(?:spoke|talked|met|chatted|emailed|called)\s+(?:on\s+|last\s+)?|last\s+)(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g;

/** A date something was done on: 'quote sent 10/02', 'ordered on 9/14', 'invoiced Oct 3'. */
export const DATE_THAT_WAS = /\b(?:sent|dated|received|emailed|quoted|ordered|placed|shipped|delivered|paid|invoiced|signed|submitted)\s+(?:on\s+)?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\b/g;

const WEEKDAY_OR_DATE = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|wed|thu|fri|sat|sun)\b)(?:,?\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\d{1,2}\/\d{1,2}))?`;
/**
 * A day that is no day for the order: someone away ('Becca is out Thursday') and the rep's own task ('send the
 * deck by Tuesday', 'get them pricing by Monday').
 */
export const NOT_THE_ORDERS_DAY = new RegExp(
  String.raw`\b(?:is|am|are|i'm|we're|he's|she's|will be)\s+(?:out|off|away|on vacation|on pto|travell?ing|out of (?:the )?office)\s+(?:on\s+|until\s+|till\s+|through\s+)?${WEEKDAY_OR_DATE}|\b(?:send|get|have|email|share)\s+(?:(?:the|a|them|him|her|it)\s+){0,2}(?:deck|quote|proposal|presentation|pricing|mock-?ups?|samples?)\s+(?:over\s+)?(?:(?:by|before|on)\s+)?${WEEKDAY_OR_DATE}`,
  'g',
);

/** A date a tender's answer is due by ('bids due Friday, December 4', 'responses are due by 5 PM on the 3rd'). */
export const SUBMISSION_DUE = /\b(?:proposals?|bids?|responses?|quotes?|quotations?|submissions?|rf[pq]s?)\s+(?:are\s+|is\s+)?due\s+(?:by\s+|on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|the\s+\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:,?\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?/g;
