import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Every page of the product, top to bottom. */
export default [
  index('routes/home/home-page.tsx'),
  route('login', 'routes/account/login-page.tsx'),
  route('registration', 'routes/account/registration-page.tsx'),
  route('forgot-password', 'routes/account/forgot-password-page.tsx'),
  route('reset-password', 'routes/account/reset-password-page.tsx'),
  route('*', 'routes/not-found-page.tsx'),
] satisfies RouteConfig;
