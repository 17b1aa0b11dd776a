import type {
  ApplicationStatus,
  PositionApplications,
  PositionBody,
  ReceivedApplication,
  RecruiterPosition,
  RecruiterPositions,
} from '@laufbahn/contracts/recruiter-positions';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint } from '../../../lib/endpoint.ts';

// The organisation's positions and their applications (docs/decisions/0054, 0055). A 401 is the recruiter's own.
const silence = [401] as const;

/** `GET /api/recruiter/positions`: open ones first, with their applications counted. */
export const positionsEndpoint = endpoint<RecruiterPositions>('/api/recruiter/positions');

export const positionEndpoint = (id: string) =>
  endpoint<RecruiterPosition>(`/api/recruiter/positions/${encodeURIComponent(id)}`);

export const positionApplicationsEndpoint = (id: string) =>
  endpoint<PositionApplications>(`/api/recruiter/positions/${encodeURIComponent(id)}/applications`);

export const publishPosition = (body: PositionBody) =>
  apiRequest<RecruiterPosition>('/api/recruiter/positions', { method: 'POST', body, silence });

export const updatePosition = (id: number, body: PositionBody) =>
  apiRequest<RecruiterPosition>(`/api/recruiter/positions/${id}`, { method: 'PUT', body, silence });

export const closePosition = (id: number) =>
  apiRequest<RecruiterPosition>(`/api/recruiter/positions/${id}/close`, { method: 'POST', silence });

/** The publisher confirms the position still open: members' earlier "filled" reports stop counting. */
export const confirmPositionOpen = (id: number) =>
  apiRequest<RecruiterPosition>(`/api/recruiter/positions/${id}/confirm_open`, { method: 'POST', silence });

export const setApplicationStatus = (id: number, status: ApplicationStatus) =>
  apiRequest<ReceivedApplication>(`/api/recruiter/applications/${id}/status`, {
    method: 'PUT',
    body: { status },
    silence,
  });

/** The CV download: a plain link, so the browser saves the file with the recruiter's session cookie. */
export const applicationCvPath = (id: number) => `/api/recruiter/applications/${id}/cv`;
