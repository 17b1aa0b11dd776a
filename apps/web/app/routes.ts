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

  // The profile editor: members only (the layout's loader checks and loads the profile).
  route('profile', 'routes/profile/profile-layout.tsx', { id: 'profile' }, [
    index('routes/profile/overview-page.tsx'),
    route('personal-details', 'routes/profile/personal-details-page.tsx', [
      route('add-photo', 'routes/profile/add-photo-page.tsx'),
    ]),
    route('contact-details', 'routes/profile/contact-details-page.tsx'),
    route('professional-information/:step?', 'routes/profile/professional-information-page.tsx'),
    route('current-working-position/:step?', 'routes/profile/position-page.tsx', { id: 'current-position' }),
    route('add-current-working-position/:step?', 'routes/profile/position-page.tsx', { id: 'add-current-position' }),
    route('past-working-position/:positionId/:step?', 'routes/profile/position-page.tsx', { id: 'past-position' }),
    route('add-working-position/:step?', 'routes/profile/position-page.tsx', { id: 'add-past-position' }),
    route('next-career-step', 'routes/profile/career-goal/career-goals-page.tsx'),
    route('add-career-step/:step?', 'routes/profile/career-goal/career-goal-editor-page.tsx', {
      id: 'add-career-step',
    }),
    route('edit-career-step/:careerId/:step?', 'routes/profile/career-goal/career-goal-editor-page.tsx', {
      id: 'edit-career-step',
    }),
  ]),

  route('profile-visibility', 'routes/profile/profile-visibility-page.tsx'),

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
