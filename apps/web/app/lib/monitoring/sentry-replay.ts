import { replayIntegration } from '@sentry/react-router';
import { MONITORING_RATES } from '@laufbahn/contracts/monitoring';

/** Session replay with all text and inputs masked and all media blocked, at most one hour (spec, section 9). */
export const maskedReplay = () =>
  replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    maxReplayDuration: MONITORING_RATES.maxReplayDurationMs,
  });
