import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Every page of the product, top to bottom (paths as in app/lib/paths.ts). */
export default [
  index('routes/home/home-page.tsx'),
  route('login', 'routes/account/login-page.tsx'),
  route('login/link', 'routes/account/login-link-page.tsx'),
  route('registration', 'routes/account/registration-page.tsx'),
  // The onboarding wizard: one address per step (app/features/onboarding/model/steps.ts), each its own route
  // module, so that a step loads only its own code (decision 0064).
  route('onboarding', 'routes/onboarding/onboarding-layout.tsx', { id: 'onboarding' }, [
    index('routes/onboarding/welcome-step-page.tsx', { id: 'onboarding-welcome' }),
    route('goal', 'routes/onboarding/goal-step-page.tsx', { id: 'onboarding-goal' }),
    route('career-levels', 'routes/onboarding/choice-step-page.tsx', { id: 'onboarding-career-levels' }),
    route('functions', 'routes/onboarding/choice-step-page.tsx', { id: 'onboarding-functions' }),
    route('industries', 'routes/onboarding/choice-step-page.tsx', { id: 'onboarding-industries' }),
    route('salary', 'routes/onboarding/salary-step-page.tsx', { id: 'onboarding-salary' }),
    route('name', 'routes/onboarding/name-step-page.tsx', { id: 'onboarding-name' }),
    route('contact', 'routes/onboarding/contact-step-page.tsx', { id: 'onboarding-contact' }),
    route('locations', 'routes/onboarding/locations-step-page.tsx', { id: 'onboarding-locations' }),
    route('password', 'routes/onboarding/password-step-page.tsx', { id: 'onboarding-password' }),
    route('sign-in', 'routes/onboarding/sign-in-step-page.tsx', { id: 'onboarding-sign-in' }),
    route('visibility', 'routes/onboarding/visibility-step-page.tsx', { id: 'onboarding-visibility' }),
    route('cv', 'routes/onboarding/cv-step-page.tsx', { id: 'onboarding-cv' }),
    route('preview', 'routes/onboarding/preview-step-page.tsx', { id: 'onboarding-preview' }),
    route('done', 'routes/onboarding/done-step-page.tsx', { id: 'onboarding-done' }),
  ]),
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

  // The CV completion flow: upload (members), the uploaded file and its processing (members, or a visitor
  // holding the upload's token), then the profile area's own pages on the generated profile (members).
  route('complete', 'routes/complete/upload-cv-page.tsx'),
  route('complete/upload/:uploadId/:token/:fileName/:fileSize', 'routes/complete/uploaded-cv-page.tsx'),
  route('complete/upload/:uploadId/:token/:fileName/:fileSize/scan', 'routes/complete/scan-page.tsx'),
  route('complete/:profileId/verify', 'routes/complete/verify-layout.tsx', { id: 'verify' }, [
    index('routes/complete/verify-overview-page.tsx'),
    // The profile area's own pages, on the generated profile; career goals are the member's, not the CV's.
    route('personal-details', 'routes/profile/personal-details-page.tsx', { id: 'verify-personal-details' }, [
      route('add-photo', 'routes/profile/add-photo-page.tsx', { id: 'verify-add-photo' }),
    ]),
    route('contact-details', 'routes/profile/contact-details-page.tsx', { id: 'verify-contact-details' }),
    route('professional-information/:step?', 'routes/profile/professional-information-page.tsx', {
      id: 'verify-professional-information',
    }),
    route('current-working-position/:step?', 'routes/profile/position-page.tsx', { id: 'verify-current-position' }),
    route('add-current-working-position/:step?', 'routes/profile/position-page.tsx', {
      id: 'verify-add-current-position',
    }),
    route('past-working-position/:positionId/:step?', 'routes/profile/position-page.tsx', {
      id: 'verify-past-position',
    }),
    route('add-working-position/:step?', 'routes/profile/position-page.tsx', { id: 'verify-add-past-position' }),
    route('complete', 'routes/complete/verify-confirm-page.tsx'),
  ]),

  // Account menu: members only. The member's job lists; later features replace each shared module with their tool.
  route('account/saved-searches', 'routes/member/saved-searches-page.tsx'),
  route('account/recommendations', 'routes/member/recommendations-page.tsx'),
  route('account/recently-viewed', 'routes/member/recently-viewed-page.tsx'),
  route('account/favourites', 'routes/member/favourites-page.tsx'),
  route('account/applications', 'routes/member/applications-page.tsx'),
  route('account/privacy', 'routes/member/data-privacy-page.tsx'),
  route('account/recruiters-on-my-profile', 'routes/member/recruiters-on-my-profile-page.tsx'),
  route('account/cv-builder', 'routes/member/cv-builder-page.tsx'),
  route('account/contact-requests', 'routes/member/contact-requests-page.tsx'),
  route('account/recruiter-network', 'routes/member/recruiter-network-page.tsx'),
  route('account/membership', 'routes/membership/membership-page.tsx'),
  route('salary_calculator', 'routes/salary/salary-calculator-page.tsx'),

  // Premium: the purchase (members; a Premium member goes to `/`), and cancelling without signing in.
  route('payment', 'routes/membership/payment-page.tsx'),
  route('membership/cancel', 'routes/membership/cancel-request-page.tsx'),
  route('membership/cancel/confirm', 'routes/membership/cancel-confirm-page.tsx'),

  // Job search and job pages: public; exclusive positions are teasers unless the member is Premium.
  route('career/show', 'routes/jobs/job-search-page.tsx'),
  route('career/view-jobs', 'routes/jobs/all-jobs-page.tsx'),
  route('career/trending-job-titles', 'routes/jobs/trending-job-titles-page.tsx'),
  route('career/jobs/:slug/:jobId', 'routes/jobs/job-page.tsx', { id: 'job' }),
  route('career/jobs/:jobId', 'routes/jobs/job-page.tsx', { id: 'job-without-slug' }),
  // Companies: public; their members-only positions only for Premium members.
  route('career/company', 'routes/companies/company-search-page.tsx'),
  route('career/company/:slug/:id', 'routes/companies/company-page.tsx'),

  // Footer pages: public.
  route('about-us', 'routes/info/about-us-page.tsx'),
  route('site-notice', 'routes/info/site-notice-page.tsx'),
  route('privacy', 'routes/info/privacy-page.tsx'),
  route('terms', 'routes/info/terms-page.tsx'),
  route('headhunters', 'routes/info/headhunters-page.tsx'),
  route('headhunters/:id', 'routes/info/headhunter-page.tsx'),
  route('sitemap', 'routes/info/sitemap-page.tsx'),
  route('countries', 'routes/info/countries-page.tsx'),

  // Development only (404 elsewhere): an error on purpose, to follow it to the monitoring store.
  route('dev/monitoring/check/:id', 'routes/dev/monitoring-check-page.tsx'),
  // The recruiter site, at its own host (app/lib/recruiter-site.ts); on members' hosts these paths are not found.
  route('recruiting', 'routes/recruiter/recruiter-layout.tsx', { id: 'recruiter' }, [
    index('routes/recruiter/recruiter-home-page.tsx'),
    route('sign-in', 'routes/recruiter/recruiter-sign-in-page.tsx'),
    route('sign-up', 'routes/recruiter/recruiter-sign-up-page.tsx'),
    route('verify', 'routes/recruiter/recruiter-verify-page.tsx'),
    route('candidates', 'routes/recruiter/candidate-search-page.tsx'),
    route('candidates/:candidateId', 'routes/recruiter/candidate-page.tsx'),
    route('contact-requests', 'routes/recruiter/sent-contact-requests-page.tsx'),
    route('messages', 'routes/recruiter/received-messages-page.tsx'),
    route('directory-entry', 'routes/recruiter/directory-entry-page.tsx'),
    route('positions', 'routes/recruiter/positions-page.tsx'),
    route('positions/new', 'routes/recruiter/position-edit-page.tsx', { id: 'recruiter-position-new' }),
    route('positions/:positionId/edit', 'routes/recruiter/position-edit-page.tsx', { id: 'recruiter-position-edit' }),
    route('positions/:positionId/applications', 'routes/recruiter/position-applications-page.tsx'),
  ]),

  route('*', 'routes/not-found-page.tsx'),
] satisfies RouteConfig;
