import type { RecruiterDetails } from '@laufbahn/contracts/recruiter';
import { endpoint } from '../../../lib/endpoint.ts';

/** `GET /api/recruiter/me`: the signed-in recruiter and their organisation (401 otherwise). */
export const recruiterMeEndpoint = endpoint<RecruiterDetails>('/api/recruiter/me');
