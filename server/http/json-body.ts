import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { AppError, invalid } from './errors.js';

/** The largest JSON body any route accepts (after decompression). */
export const JSON_BODY_LIMIT = '1mb';

/** How deeply arrays and objects may nest in a JSON body: no request of ours needs more. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
const notJson = () => new AppError('validation_failed', 'The request body is not valid JSON');

/** The methods whose JSON body is read (the body parser's default list). */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays/objects more than `max` levels, read in one pass over the text
 * (brackets inside strings do not count). Run before JSON.parse, which is itself slow on deep
 * input: a megabyte of `[` takes V8 hundreds of milliseconds to parse, this scan a few.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/** Whether a parsed value (already known to be shallow) has an own `__proto__` key anywhere. */
function hasProtoKey(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (!Array.isArray(v) && Object.hasOwn(v, '__proto__')) return true;
    for (const child of Object.values(v as object)) stack.push(child);
  }
  return false;
}

/** A JSON request body: an object or array, at most MAX_JSON_DEPTH deep, with no `__proto__` key. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (!/^[\t\n\r ]*[[{]/.test(text)) throw notJson();
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw invalid([{ path: '(body)', message: TOO_DEEP_MESSAGE }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notJson();
  }
  // A `__proto__` key (possibly written with \u escapes) would change an object's prototype if
  // some code later copied the body with Object.assign: refused, as the parser always has.
  if ((text.includes('__proto__') || text.includes('\\u')) && hasProtoKey(parsed)) throw notJson();
  return parsed;
}

/**
 * Reads an application/json body (at most JSON_BODY_LIMIT, decompressed) as text, checks its
 * nesting before parsing it, and leaves the parsed value in ctx.request.body. Other bodies are
 * left unread, as the upload routes read their own.
 */
export function jsonBody(): Middleware {
  const readText = bodyParser({
    enableTypes: ['text'],
    // Replaces the text type's default list (text/plain): only JSON is read.
    extendTypes: { text: ['application/json'] },
    parsedMethods: [...PARSED_METHODS],
    textLimit: JSON_BODY_LIMIT,
    onError(err) {
      const status = (err as { status?: number }).status;
      if (status === 413) throw new AppError('payload_too_large', 'The request body is too large');
      throw notJson();
    },
  });
  const parseText: Middleware = (ctx, next) =>
    readText(ctx, async () => {
      const body: unknown = ctx.request.body;
      if (typeof body === 'string') ctx.request.body = ctx.is('application/json') ? parseJsonBody(body) : {};
      await next();
    });
  // Other methods' bodies are not read (by the parser either): they go on at once.
  return (ctx, next) => (PARSED_METHODS.has(ctx.method) ? parseText(ctx, next) : next());
}
