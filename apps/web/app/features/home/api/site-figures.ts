import type { SiteFigures } from '@laufbahn/contracts/site-figures';
import { endpoint } from '../../../lib/endpoint.ts';

/** `GET /api/site/figures`: the home page's figures worth showing (counted, or the operator's). */
export const siteFiguresEndpoint = endpoint<SiteFigures>('/api/site/figures');
