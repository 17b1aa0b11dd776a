/** Cache keys several features share: a write in one refreshes what another shows. */
export const profileKey = ['profile'] as const;
export const careerStepsKey = ['career-steps'] as const;
/** A profile generated from a CV: the verify pages and the completion flow share it. */
export const generatedProfileKey = (id: number) => ['generated-profile', id] as const;
/** A member's job lists: the job page's actions (bookmark, apply) and the search page's "save search" refresh them. */
export const memberJobListsKey = ['member-job-lists'] as const;
export const savedSearchesKey = [...memberJobListsKey, 'saved-searches'] as const;
export const recommendationsKey = [...memberJobListsKey, 'recommendations'] as const;
export const recentlyViewedKey = [...memberJobListsKey, 'recently-viewed'] as const;
export const favouritesKey = [...memberJobListsKey, 'favourites'] as const;
export const applicationsKey = [...memberJobListsKey, 'applications'] as const;
