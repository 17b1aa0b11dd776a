import { redirect } from 'react-router';
import type { RecruiterDetails } from '@laufbahn/contracts/recruiter';
import { loadEndpoint } from '../../../lib/endpoint.ts';
import { recruiterMeEndpoint } from '../api/recruiter-me.ts';
import { recruiterPaths } from './recruiter-paths.ts';

/** Loader guard of the recruiter site's own pages: a visitor goes to the recruiter sign-in. */
export async function requireRecruiter(context: unknown): Promise<RecruiterDetails> {
  const me = await loadEndpoint(context, recruiterMeEndpoint);
  if (!me.data) throw redirect(recruiterPaths.signIn);
  return me.data;
}
