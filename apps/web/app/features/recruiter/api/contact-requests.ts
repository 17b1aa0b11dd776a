import type {
  CandidateContact,
  ContactRequestBody,
  DeclineBody,
  EmployerBlocks,
  OrganisationSearchResult,
  ReceivedContactRequest,
  ReceivedContactRequests,
  RecruiterNetwork,
  SentContactRequest,
  SentContactRequests,
} from '@laufbahn/contracts/contact-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint } from '../../../lib/endpoint.ts';

// The member's side (docs/decisions/0043-contact-requests-and-credits.md, 0045-employer-blocks.md).

/** `GET /api/career/contact_requests`: the member's inbox, newest first. */
export const contactRequestsEndpoint = endpoint<ReceivedContactRequests>('/api/career/contact_requests');

/** `GET /api/career/recruiter_network`: recruiters whose request the member accepted. */
export const recruiterNetworkEndpoint = endpoint<RecruiterNetwork>('/api/career/recruiter_network');

/** `GET /api/career/employer_blocks`: blocked organisations and the current employer's proposed. */
export const employerBlocksEndpoint = endpoint<EmployerBlocks>('/api/career/employer_blocks');

export const acceptContactRequest = (id: number) =>
  apiRequest<ReceivedContactRequest>(`/api/career/contact_requests/${id}/accept`, { method: 'POST' });

export const declineContactRequest = (id: number, body: DeclineBody) =>
  apiRequest<ReceivedContactRequest>(`/api/career/contact_requests/${id}/decline`, { method: 'POST', body });

export const searchOrganisations = (q: string) =>
  apiRequest<OrganisationSearchResult>(`/api/career/employer_blocks/organisations?${new URLSearchParams({ q })}`);

export const blockOrganisation = (id: number) =>
  apiRequest<void>(`/api/career/employer_blocks/${id}`, { method: 'PUT' });

export const unblockOrganisation = (id: number) =>
  apiRequest<void>(`/api/career/employer_blocks/${id}`, { method: 'DELETE' });

// The recruiter's side. A 401 here is the recruiter's own answer: never the members' login page.
const silence = [401] as const;

/** `GET /api/recruiter/contact_requests`: the requests this recruiter sent, with this month's credits. */
export const sentContactRequestsEndpoint = endpoint<SentContactRequests>('/api/recruiter/contact_requests');

/** `GET /api/recruiter/candidates/{id}/contact`: the latest request, contact details once accepted, the cost. */
export const candidateContactEndpoint = (id: string) =>
  endpoint<CandidateContact>(`/api/recruiter/candidates/${encodeURIComponent(id)}/contact`);

export const sendContactRequest = (candidateId: number, body: ContactRequestBody) =>
  apiRequest<SentContactRequest>(`/api/recruiter/candidates/${candidateId}/contact_requests`, {
    method: 'POST',
    body,
    silence,
  });
