import { index, route, type RouteConfig } from '@react-router/dev/routes';

const ACCOUNT_AREA = [
  ['account/saved-searches', 'saved-searches'],
  ['account/recommendations', 'recommendations'],
  ['account/recently-viewed', 'recently-viewed'],
  ['account/favourites', 'favourites'],
  ['account/applications', 'applications'],
  ['account/recruiters-on-my-profile', 'recruiters-on-my-profile'],
  ['account/recruiter-network', 'recruiter-network'],
  ['account/cv-builder', 'cv-builder'],
  ['salary_calculator', 'salary-calculator'],
] as const;

/** Every page of the product, top to bottom (paths as in app/lib/paths.ts). */
export default [
  index('routes/home/home-page.tsx'),
  route('login', 'routes/account/login-page.tsx'),
  route('registration', 'routes/account/registration-page.tsx'),
  route('onboarding', 'routes/onboarding/onboarding-page.tsx'),
  route('forgot-password', 'routes/account/forgot-password-page.tsx'),
  route('reset-password', 'routes/account/reset-password-page.tsx'),

  // Account menu: members only. Later features replace each shared module with the real list or tool.
  ...ACCOUNT_AREA.map(([path, id]) => route(path, 'routes/member/member-area-page.tsx', { id })),

  // Footer pages: public.
  route('about-us', 'routes/info/about-us-page.tsx'),
  route('site-notice', 'routes/info/site-notice-page.tsx'),
  route('privacy', 'routes/info/privacy-page.tsx'),
  route('terms', 'routes/info/terms-page.tsx'),
  route('headhunters', 'routes/info/headhunters-page.tsx'),
  route('sitemap', 'routes/info/sitemap-page.tsx'),
  route('countries', 'routes/info/countries-page.tsx'),

  route('*', 'routes/not-found-page.tsx'),
] satisfies RouteConfig;
