import { PIPELINE_STAGES } from '../../contracts/pipeline-stages.js';
import type { DashboardDeals } from '../../contracts/dashboard.js';
import type { ActivityReport, ForecastReport, PipelineReport, SignalConversionReport, TimeInStageReport, WinLossReport } from '../../contracts/reports.js';

const range = { from: '2025-11-30', to: '2026-11-29' };

/** Every stage empty but Proposal: 2 deals, $2,150.00, weighted $1,290.00 (cost $1,400.00, margin $750.00 when shown). */
export function buildPipelineReport(costsShown = false): PipelineReport {
  return {
    range,
    costsShown,
    stages: PIPELINE_STAGES.map((stage) => {
      const proposal = stage === 'Proposal';
      return {
        stage,
        deals: proposal ? 2 : 0,
        amountCents: proposal ? 215000 : 0,
        weightedCents: proposal ? 129000 : 0,
        costCents: costsShown ? (proposal ? 140000 : 0) : null,
        marginCents: costsShown ? (proposal ? 75000 : 0) : null,
      };
    }),
  };
}

export function buildForecastReport(): ForecastReport {
  return {
    range,
    months: [
      { month: '2026-11', deals: 3, amountCents: 500000, weightedCents: 300000, wonCents: 120000 },
      { month: null, deals: 1, amountCents: 80000, weightedCents: 8000, wonCents: 0 },
    ],
    owners: [{ ownerId: 'u-signed-in', ownerName: 'Rita Rep', deals: 4, amountCents: 580000, weightedCents: 308000, wonCents: 120000 }],
  };
}

export function buildWinLossReport(costsShown = false): WinLossReport {
  return {
    range,
    months: [{ month: '2026-10', won: 3, lost: 1, wonCents: 645000, lostCents: 90000, winRate: 0.75, averageWonCents: 215000 }],
    totals: { won: 3, lost: 1, wonCents: 645000, lostCents: 90000, winRate: 0.75, averageWonCents: 215000, marginCents: costsShown ? 210000 : null },
    lostReasons: [{ reason: 'Price, "too high"', deals: 1 }],
    costsShown,
  };
}

export function buildTimeInStageReport(): TimeInStageReport {
  return { range, stages: PIPELINE_STAGES.map((stage) => ({ stage, stays: stage === 'Lead' ? 4 : 0, averageDays: stage === 'Lead' ? 6.5 : null, medianDays: stage === 'Lead' ? 5 : null })) };
}

export function buildActivityReport(): ActivityReport {
  return { range, reps: [{ userId: 'u-signed-in', name: 'Rita Rep', messagesSent: 12, replies: 4, proposalsSent: 3, proposalsApproved: 2, tasksDone: 9 }] };
}

export function buildSignalReport(): SignalConversionReport {
  return { range, types: [{ signalType: 'Hiring', companies: 10, meetings: 4, won: 1, wonCents: 215000, meetingRate: 0.4, winRate: 0.25 }] };
}

/** The six reports' answers, for mockFetch (any query). */
export function reportRoutes(over: { costsShown?: boolean } = {}) {
  return [
    { path: /^\/api\/reports\/pipeline(\?|$)/, body: buildPipelineReport(over.costsShown) },
    { path: /^\/api\/reports\/forecast(\?|$)/, body: buildForecastReport() },
    { path: /^\/api\/reports\/win-loss(\?|$)/, body: buildWinLossReport(over.costsShown) },
    { path: /^\/api\/reports\/time-in-stage(\?|$)/, body: buildTimeInStageReport() },
    { path: /^\/api\/reports\/activity(\?|$)/, body: buildActivityReport() },
    { path: /^\/api\/reports\/signals(\?|$)/, body: buildSignalReport() },
  ];
}

/** The dashboard's deal figures: nothing this month, nothing stale, unless `over` says otherwise. */
export function buildDashboardDeals(over: Partial<DashboardDeals> = {}): DashboardDeals {
  return { scope: 'team', month: '2026-11', deals: 0, amountCents: 0, weightedCents: 0, wonCents: 0, staleCount: 0, staleDays: 14, stale: [], ...over };
}
