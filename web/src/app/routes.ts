// The one route table of the app (docs/architecture.md "Screens and navigation"): path, lazy screen module,
// whether login is required.
import { paths } from '../config/paths';
import { AuthLayout } from './layouts/auth-layout';
import type { AppRoute } from './route-types';

export const routes: AppRoute[] = [
  {
    id: 'root-redirect',
    path: paths.root.pattern,
    requiresAuth: false,
    redirectTo: paths.marketplace.href(),
  },
  {
    id: 'cms',
    path: paths.cms.pattern,
    requiresAuth: false,
    title: 'Content site',
    lazy: () => import('./cms-redirect'),
  },
  {
    id: 'logged-out',
    layout: AuthLayout,
    requiresAuth: false,
    children: [
      {
        id: 'start',
        path: paths.start.pattern,
        requiresAuth: false,
        title: 'Home',
        lazy: () => import('../features/home/routes/start-route'),
      },
      {
        id: 'dashboard',
        path: paths.dashboard.pattern,
        requiresAuth: false,
        title: 'Dashboard',
        lazy: () => import('../features/dashboard/routes/dashboard-route'),
      },
      {
        id: 'marketplace',
        path: paths.marketplace.pattern,
        requiresAuth: false,
        title: 'Marketplace',
        lazy: () => import('../features/marketplace/routes/marketplace-route'),
      },
      {
        id: 'login',
        path: paths.login.pattern,
        requiresAuth: false,
        title: 'Log in',
        lazy: () => import('../features/auth/routes/login-route'),
      },
      {
        id: 'register',
        path: paths.register.pattern,
        requiresAuth: false,
        title: 'Create an account',
        lazy: () => import('../features/auth/routes/register-route'),
      },
      {
        id: 'verification',
        path: paths.verification.pattern,
        requiresAuth: false,
        title: 'Verify your email',
        lazy: () => import('../features/auth/routes/verification-route'),
      },
      {
        id: 'password-forgot',
        path: paths.passwordForgot.pattern,
        requiresAuth: false,
        title: 'Forgot password',
        lazy: () => import('../features/auth/routes/forgot-password-route'),
      },
      {
        id: 'password-reset',
        path: paths.passwordReset.pattern,
        requiresAuth: false,
        title: 'Choose a new password',
        lazy: () => import('../features/auth/routes/reset-password-route'),
      },
      {
        id: 'order',
        path: paths.order.pattern,
        requiresAuth: false,
        // The spot's name is the page's heading; its row id says nothing to a person.
        title: 'Spot',
        lazy: () => import('../features/orders/routes/order-route'),
      },
      {
        id: 'earn',
        path: paths.earn.pattern,
        requiresAuth: false,
        title: 'Earn with your site',
        lazy: () => import('../features/earn/routes/earn-route'),
        children: [
          { id: 'earn.index', index: true, requiresAuth: false, redirectTo: paths.earn.href('start') },
          {
            id: 'earn.start',
            path: 'start',
            requiresAuth: false,
            title: 'Earn · How it works',
            lazy: () => import('../features/earn/routes/earn-start-route'),
          },
          {
            id: 'earn.register',
            path: 'register',
            requiresAuth: false,
            title: 'Earn · Create your publisher account',
            lazy: () => import('../features/earn/routes/earn-register-route'),
          },
          {
            id: 'earn.connect',
            path: 'connect',
            requiresAuth: false,
            title: 'Earn · Connect payouts',
            lazy: () => import('../features/earn/routes/earn-connect-route'),
          },
          {
            id: 'earn.publish',
            path: 'publish',
            requiresAuth: false,
            title: 'Earn · Publish your first spot',
            lazy: () => import('../features/earn/routes/earn-publish-route'),
          },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        requiresAuth: false,
        title: 'Page not found',
        lazy: () => import('./not-found-route'),
      },
    ],
  },
  {
    id: 'logged-in',
    // The logged-in group's frame (the workspace menu, the account panel) loads with its first screen: a
    // visitor's first paint never shows it.
    lazy: () => import('./layouts/app-layout'),
    requiresAuth: true,
    children: [
      {
        id: 'publisher',
        path: paths.publisher.pattern,
        requiresAuth: true,
        title: 'Publisher dashboard',
        lazy: () => import('../features/publisher/routes/publisher-dashboard-route'),
      },
      {
        id: 'publisher.spots',
        path: paths.publisherSpots.pattern,
        requiresAuth: true,
        title: 'Your spots',
        lazy: () => import('../features/publisher/routes/publisher-spots-route'),
      },
      {
        id: 'sponsor',
        path: paths.sponsor.pattern,
        requiresAuth: true,
        title: 'Sponsor dashboard',
        lazy: () => import('../features/sponsor/routes/sponsor-dashboard-route'),
      },
      {
        id: 'sponsor.spots',
        path: paths.sponsorSpots.pattern,
        requiresAuth: true,
        title: 'Your sponsored spots',
        lazy: () => import('../features/sponsor/routes/sponsor-spots-route'),
      },
      {
        id: 'account',
        path: paths.account.pattern,
        requiresAuth: true,
        title: 'Account',
        lazy: () => import('../features/account/routes/account-route'),
        children: [
          { id: 'account.index', index: true, requiresAuth: true, redirectTo: paths.account.href('profile') },
          {
            id: 'account.profile',
            path: 'profile',
            requiresAuth: true,
            title: 'Account · Profile',
            lazy: () => import('../features/account/routes/profile-route'),
          },
          {
            id: 'account.subscription',
            path: 'subscription',
            requiresAuth: true,
            title: 'Account · Subscription',
            lazy: () => import('../features/account/routes/subscription-route'),
          },
          {
            id: 'account.settings',
            path: 'settings',
            requiresAuth: true,
            title: 'Account · Settings',
            lazy: () => import('../features/account/routes/settings-route'),
          },
        ],
      },
      {
        id: 'invoice',
        path: paths.invoice.pattern,
        requiresAuth: true,
        // The invoice's number is the page's heading (the address holds its row id, which says nothing).
        title: 'Invoice',
        lazy: () => import('../features/account/routes/invoice-route'),
      },
    ],
  },
];
