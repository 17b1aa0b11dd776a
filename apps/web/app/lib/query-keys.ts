/** Cache keys several features share: a write in one refreshes what another shows. */
export const profileKey = ['profile'] as const;
export const careerStepsKey = ['career-steps'] as const;
