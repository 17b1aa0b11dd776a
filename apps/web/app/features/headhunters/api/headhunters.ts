import type {
  HeadhunterMessageBody,
  HeadhunterPage,
  HeadhunterProfile,
  HeadhunterProfileBody,
  HeadhunterSearchResult,
  MessageReadBody,
  ReceivedHeadhunterMessage,
  ReceivedHeadhunterMessages,
  SentHeadhunterMessage,
} from '@laufbahn/contracts/headhunters';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint } from '../../../lib/endpoint.ts';

/** `GET /api/career/headhunters?function=&industry=&location=&page=`: the directory of this country version. */
export const headhunterSearchEndpoint = (query: URLSearchParams) =>
  endpoint<HeadhunterSearchResult>(`/api/career/headhunters${query.size ? `?${query}` : ''}`);

/** `GET /api/career/headhunters/{id}`: a firm's page with its open mandates. */
export const headhunterEndpoint = (id: number) => endpoint<HeadhunterPage>(`/api/career/headhunters/${id}`);

/** A Premium member writes to a firm. */
export const sendHeadhunterMessage = (id: number, body: HeadhunterMessageBody) =>
  apiRequest<SentHeadhunterMessage>(`/api/career/headhunters/${id}/messages`, { method: 'POST', body });

/** The recruiter site: the firm's own directory entry, and members' messages to the organisation. */
export const directoryProfileEndpoint = endpoint<HeadhunterProfile>('/api/recruiter/organisation/directory_profile');
export const saveDirectoryProfile = (body: HeadhunterProfileBody) =>
  apiRequest<HeadhunterProfile>('/api/recruiter/organisation/directory_profile', { method: 'PUT', body });
export const receivedMessagesEndpoint = endpoint<ReceivedHeadhunterMessages>('/api/recruiter/messages');
export const markMessageRead = (id: number, body: MessageReadBody) =>
  apiRequest<ReceivedHeadhunterMessage>(`/api/recruiter/messages/${id}/read`, { method: 'PUT', body });
