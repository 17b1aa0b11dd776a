/** Every path of the web app, so no link is built by hand. */
export const paths = {
  home: '/',
  login: '/login',
  registration: '/registration',
  onboarding: '/onboarding',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  member: {
    savedSearches: '/account/saved-searches',
    recommendations: '/account/recommendations',
    recentlyViewed: '/account/recently-viewed',
    favourites: '/account/favourites',
    applications: '/account/applications',
    recruitersOnProfile: '/account/recruiters-on-my-profile',
    recruiterNetwork: '/account/recruiter-network',
    salaryCalculator: '/salary_calculator',
    cvBuilder: '/account/cv-builder',
  },
  info: {
    aboutUs: '/about-us',
    siteNotice: '/site-notice',
    privacy: '/privacy',
    terms: '/terms',
    headhunters: '/headhunters',
    sitemap: '/sitemap',
    countries: '/countries',
  },
} as const;

/** The profile editor (spec section 2). */
export const profilePaths = {
  overview: '/profile',
  personalDetails: '/profile/personal-details',
  addPhoto: '/profile/personal-details/add-photo',
  contactDetails: '/profile/contact-details',
  professionalInformation: '/profile/professional-information',
  addSalary: '/profile/professional-information/add-salary',
  currentPosition: '/profile/current-working-position',
  addCurrentPosition: '/profile/add-current-working-position',
  pastPosition: (id: number) => `/profile/past-working-position/${id}`,
  addPastPosition: '/profile/add-working-position',
  careerGoals: '/profile/next-career-step',
  addCareerGoal: '/profile/add-career-step',
  editCareerGoal: (id: number) => `/profile/edit-career-step/${id}`,
  visibility: '/profile-visibility',
} as const;

/** The login page that brings the member back to `returnTo` afterwards. */
export const loginWithReturn = (returnTo: string) =>
  returnTo && returnTo !== '/' ? `${paths.login}?returnTo=${encodeURIComponent(returnTo)}` : paths.login;
