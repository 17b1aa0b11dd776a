import { paths } from '../../../lib/paths.ts';

/** A search firm's page in the headhunter directory. */
export const headhunterPath = (id: number) => `${paths.info.headhunters}/${id}`;
