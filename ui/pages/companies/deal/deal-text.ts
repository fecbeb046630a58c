import { format, parseISO } from 'date-fns';
import { staleReasonText, type StaleReason } from '../../../../contracts/deal-rules.js';
import { isOpenStage, type PipelineStage } from '../../../../contracts/pipeline-stages.js';

/** A close date (YYYY-MM-DD) as a day: "Dec 15, 2026" (read as a local day, never shifted by the time zone). */
export const closeDateText = (day: string, pattern = 'MMM d, yyyy'): string => format(parseISO(day), pattern);

/** A close date on a card: "Dec 15" this year, "Jan 15, 2025" another year. */
export const shortCloseDateText = (day: string): string => closeDateText(day, day.slice(0, 4) === todayIso().slice(0, 4) ? 'MMM d' : 'MMM d, yyyy');

/** Today as YYYY-MM-DD, in the browser's time zone. */
export const todayIso = (): string => format(new Date(), 'yyyy-MM-dd');

/** An open deal whose expected close date has passed. */
export const isOverdue = (stage: PipelineStage, closeDate: string | null): boolean => Boolean(closeDate && isOpenStage(stage) && closeDate < todayIso());

/** The stale flag in words; without the workspace's settings (still loading, or failed), without the day count. */
export const staleText = (reason: StaleReason, staleDays: number | undefined): string =>
  staleDays === undefined ? (reason === 'no_activity' ? 'Stale: no recent activity' : staleReasonText(reason, 0)) : staleReasonText(reason, staleDays);
