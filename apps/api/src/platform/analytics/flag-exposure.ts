import type { DeviceClass } from '@laufbahn/contracts/device-class';
import type { FeatureFlag } from '@laufbahn/contracts/feature-flag-names';

/** What a page view says about where the visitor was: the flags' variants are seen in some places only. */
export interface ViewFacts {
  /** The path without its query. */
  pathname: string;
  query: URLSearchParams;
  device: DeviceClass;
  signedIn: boolean;
}

const JOB_PAGE = /^\/career\/jobs\/(?:[^/]+\/)?\d+$/;

/**
 * Where each experiment can be seen (docs/decisions/0012, 0046, 0052): a view anywhere else, or from the other
 * device class, shows the same product in both variants and is no exposure, so it is not counted under the flag.
 */
const EXPOSED: Record<FeatureFlag, (view: ViewFacts) => boolean> = {
  // The outline of all steps sits beside the form on wide screens only.
  onboardingDesktop: (view) => view.pathname.startsWith('/onboarding') && view.device === 'desktop',
  onboardingCa: (view) => view.pathname.startsWith('/onboarding'),
  loginDesktop: (view) => view.pathname === '/login' && view.device === 'desktop',
  loginMobile: (view) => view.pathname === '/login' && view.device === 'mobile',
  paymentDesktop: (view) => view.pathname === '/payment' && view.device === 'desktop',
  paymentMobile: (view) => view.pathname === '/payment' && view.device === 'mobile',
  // Offered to visitors who arrive on a position from a metasearch link.
  metasearchWithPassword: (view) => JOB_PAGE.test(view.pathname) && view.query.has('affiliate') && !view.signedIn,
};

export const exposedTo = (flag: FeatureFlag, view: ViewFacts) => EXPOSED[flag](view);
