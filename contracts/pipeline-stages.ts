// Schema-free, so the browser's first screens import it without zod; contracts/companies.ts re-exports it.

export const PIPELINE_STAGES = ['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
