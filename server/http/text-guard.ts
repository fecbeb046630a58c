import type { Middleware } from 'koa';
import { DISALLOWED_TEXT_MESSAGE, findDisallowedText } from '../../contracts/text.js';
import { invalid } from './errors.js';

/**
 * Applies the app's text rule (contracts/text.ts) to every query string and parsed JSON body
 * before routing: a NUL byte or a lone surrogate anywhere is a 400 naming the field, never a
 * database error.
 */
export function textGuard(): Middleware {
  return (ctx, next) => {
    const path = (ctx.querystring ? findDisallowedText(ctx.query) : null) ?? (ctx.request.body === undefined ? null : findDisallowedText(ctx.request.body));
    if (path !== null) throw invalid([{ path: path || '(body)', message: DISALLOWED_TEXT_MESSAGE }]);
    return next();
  };
}
