/** Catalog namespaces: one JSON file each per language under `catalogs/<tag>/`. */
export const NAMESPACES = [
  'common',
  'account',
  'validation',
  'errors',
  'mail',
  'reference',
  'pages',
  'profile',
  'careerGoal',
  'visibility',
  'cv',
  'onboarding',
  'jobs',
  'dataPrivacy',
  'cvBuilder',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
