// Schema-free, so the browser's first screens import it without zod; contracts/companies.ts re-exports it.

/** The pipeline's columns, in order: five open stages, then the two a deal closes in. */
export const PIPELINE_STAGES = ['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity', 'Won', 'Lost'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stages of a deal still being worked; Won and Lost close it. */
export const OPEN_STAGES = ['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity'] as const satisfies readonly PipelineStage[];
export const CLOSED_STAGES = ['Won', 'Lost'] as const satisfies readonly PipelineStage[];
export const isOpenStage = (stage: PipelineStage): boolean => (OPEN_STAGES as readonly string[]).includes(stage);

/** A deal that got this far had a meeting (the signal → meeting → won report). */
export const MEETING_OR_LATER = ['Meeting', 'Proposal', 'Opportunity', 'Won'] as const satisfies readonly PipelineStage[];
