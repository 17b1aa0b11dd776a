import { describe, expect, it } from 'vitest';
import { pagePathForStatistics } from './page-path.ts';

describe('pagePathForStatistics', () => {
  it.each([
    ['/', '/'],
    ['/jobs', '/jobs'],
    ['/jobs/cfo-hamburg/48213', '/jobs/cfo-hamburg/:id'],
    ['/career/my_profile/12/pastpositions/7/convert', '/career/my_profile/:id/pastpositions/:id/convert'],
    ['/jobs/48213/', '/jobs/:id/'],
    ['/reset-password?token=secret', '/reset-password'],
    ['/jobs?q=cfo#results', '/jobs'],
    ['/?affiliate=x', '/'],
    ['/jobs/cfo-48213', '/jobs/cfo-48213'],
    ['/jobs/1e3', '/jobs/1e3'],
    ['/complete/upload/12/abc/Lebenslauf_Erika_Mustermann.pdf/245123', '/complete/upload/:id/:token/:fileName/:id'],
    ['/complete/upload/12/abc/CV.pdf/245123/scan', '/complete/upload/:id/:token/:fileName/:id/scan'],
  ])('%s → %s', (path, expected) => expect(pagePathForStatistics(path)).toBe(expected));
});
