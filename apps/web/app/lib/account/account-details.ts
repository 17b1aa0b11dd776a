import type { AccountDetails } from '@laufbahn/contracts/account';
import { endpoint } from '../endpoint.ts';

/** `GET /api/career/me`: the signed-in account (id, email, Premium, language). */
export const accountDetailsEndpoint = endpoint<AccountDetails>('/api/career/me');
