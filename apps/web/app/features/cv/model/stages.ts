import { GENERATED_PROFILE_STAGES, type GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';

export type Stage = (typeof GENERATED_PROFILE_STAGES)[number];
export type StageState = 'done' | 'active' | 'waiting' | 'failed';

export const isFinished = (status: GeneratedProfileStatusAnswer | undefined) =>
  status?.status === 'ready' || status?.status === 'failed';

/**
 * Each stage of spec section 4 as done, in progress, waiting or failed, from the status call's answer.
 * Before the first answer the upload is under way. A failure belongs to the last stage that began.
 */
export function stageStates(status: GeneratedProfileStatusAnswer | undefined): { stage: Stage; state: StageState }[] {
  let current = 0;
  let failed = false;
  if (status?.status === 'ready') current = GENERATED_PROFILE_STAGES.length;
  else if (status?.status === 'failed') {
    failed = true;
    const began = status.stages.map((entry) => entry.status).filter((entry) => entry !== 'failed');
    current = Math.max(0, ...began.map((stage) => GENERATED_PROFILE_STAGES.indexOf(stage as Stage)));
  } else if (status) current = Math.max(0, GENERATED_PROFILE_STAGES.indexOf(status.status as Stage));
  return GENERATED_PROFILE_STAGES.map((stage, index) => ({
    stage,
    state: index < current ? 'done' : index > current ? 'waiting' : failed ? 'failed' : 'active',
  }));
}
