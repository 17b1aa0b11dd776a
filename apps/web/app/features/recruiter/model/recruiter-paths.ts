import { RECRUITER_BASE_PATH } from '@laufbahn/contracts/recruiter-site';

/** The recruiter site's pages (on its own host; see app/lib/recruiter-site.ts). */
export const recruiterPaths = {
  home: RECRUITER_BASE_PATH,
  signIn: `${RECRUITER_BASE_PATH}/sign-in`,
  signUp: `${RECRUITER_BASE_PATH}/sign-up`,
  verify: `${RECRUITER_BASE_PATH}/verify`,
  candidates: `${RECRUITER_BASE_PATH}/candidates`,
  contactRequests: `${RECRUITER_BASE_PATH}/contact-requests`,
  messages: `${RECRUITER_BASE_PATH}/messages`,
  directoryEntry: `${RECRUITER_BASE_PATH}/directory-entry`,
  positions: `${RECRUITER_BASE_PATH}/positions`,
  newPosition: `${RECRUITER_BASE_PATH}/positions/new`,
} as const;

export const editPositionPath = (id: number) => `${recruiterPaths.positions}/${id}/edit`;
export const positionApplicationsPath = (id: number) => `${recruiterPaths.positions}/${id}/applications`;

export const candidatePath = (id: number) => `${recruiterPaths.candidates}/${id}`;
