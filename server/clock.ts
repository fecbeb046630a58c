// The one source of "today" for business rules: what counts as recent (signals, alerts), the dates
// the sample directory's activity reads as, the date writers put in messages and decks. Timestamps
// the system keeps for itself (created/updated at, token expiry, rate limits) read the system time.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock `offsetMs` ahead of the system's (behind when negative); it runs on like the real one. */
export function offsetClock(offsetMs: number, base: Clock = systemClock): Clock {
  return { now: () => new Date(base.now().getTime() + offsetMs) };
}

/** The clock configuration asks for: started at `startsAt` (CLOCK_NOW) and running on from there, else the system's. */
export function clockStartingAt(startsAt: Date | undefined): Clock {
  return startsAt ? offsetClock(startsAt.getTime() - Date.now()) : systemClock;
}
