import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../server/db/connection-lost.js';

const pgError = (code: string, severity = 'ERROR') => Object.assign(new Error('pg'), { code, severity, routine: 'x' });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { name: 'DrizzleQueryError', query: 'insert …', params: [], cause });

describe('isConnectionLost', () => {
  it('recognises a lost or refused database connection, also inside Drizzle’s wrapper', () => {
    for (const err of [
      pgError('57P01', 'FATAL'), // terminating connection due to administrator command
      pgError('57P03', 'FATAL'), // the database system is starting up
      pgError('08006'),
      pgError('55000', 'FATAL'), // database … is not currently accepting connections
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ])
      for (const e of [err, wrapped(err)]) expect(isConnectionLost(e), String(e.message)).toBe(true);
  });

  it('does not mistake a refused statement or another service’s network error for it', () => {
    for (const err of [
      pgError('23505'),
      pgError('40001'),
      pgError('55000'), // an ERROR, not the session ending
      new Error('boom'),
      // A provider's fetch that could not connect is not the database.
      Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }),
      null,
      'Connection terminated',
    ])
      expect(isConnectionLost(err), String(err)).toBe(false);
  });
});
