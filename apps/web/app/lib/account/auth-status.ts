import type { AuthStatus } from '@laufbahn/contracts/account';
import { endpoint } from '../endpoint.ts';

/** `GET /api/career/auth/status`: whether the request carries a valid session. */
export const authStatusEndpoint = endpoint<AuthStatus>('/api/career/auth/status');
