// English messages: react-admin's own (ra.*) plus the app's. Every text the UI shows is a key
// here, so a second language is a second file of the same shape.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

export const en: TranslationMessages = {
  ...englishMessages,
  app: {
    title: 'Realestate Platform',
  },
  navigation: {
    organizations: 'Organizations',
    users: 'Users',
    companies: 'Companies',
    brokers: 'Brokers',
    message_logs: 'Message logs',
    leads: 'Leads',
    activities: 'Activities',
    pipelines: 'Pipelines',
    tags: 'Tags',
    amenities: 'Amenities',
    projects: 'Projects',
    buildings: 'Buildings',
    units: 'Units',
    sale_offers: 'Sale offers',
  },
  roles: {
    super_admin: 'Super admin',
    super_admin_sales_manager: 'Sales manager',
    developer_admin: 'Developer admin',
    developer: 'Developer',
    broker_admin: 'Broker admin',
    broker: 'Broker',
  },
  layout: {
    loading: 'Loading',
    organization_switcher: {
      label: 'Switch organization',
      menu_title: 'Your organizations',
    },
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Inventory, sale offers and CRM in one place',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      failed: 'Sign-in failed. Please try again.',
    },
    two_factor_challenge: {
      title: 'Two-factor authentication',
      code_instructions: 'Enter the 6-digit code from your authenticator app.',
      recovery_instructions: 'Enter one of your recovery codes.',
      code: 'Authentication code',
      recovery_code: 'Recovery code',
      submit: 'Verify',
      use_recovery_code: 'Use a recovery code instead',
      use_code: 'Use an authentication code instead',
      back: 'Back to the sign-in form',
      code_format: 'The code must be 6 digits.',
      recovery_code_required: 'Enter a recovery code.',
    },
    two_factor_notice: {
      title: 'Protect your account',
      message:
        'Two-factor authentication adds a second step to signing in: after your password, you enter a code from an authenticator app on your phone. Someone who learns your password still cannot sign in as you.',
      set_up_now: 'Set up now',
      remind_me_later: 'Remind me later',
    },
    no_organizations: {
      title: 'No organization yet',
      message:
        'Your account does not belong to any organization yet. When an organization invites you and you accept, its workspace will appear here.',
      sign_out: 'Sign out',
    },
  },
  errors: {
    not_found: {
      title: 'Page not found',
      message: 'The page you are looking for does not exist or has moved.',
      back_home: 'Back to home',
    },
  },
};
