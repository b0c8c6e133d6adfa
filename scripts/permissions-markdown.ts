// docs/permissions.md as text, rendered from the permission matrix (src/shared/permissions.ts),
// the roles (src/shared/roles.ts) and the client's home pages (src/client/routing/homePath.ts).
// Pure: scripts/permissions-doc.ts writes it, tests/shared/permissions-doc.test.ts compares the
// committed file with it, so the doc cannot drift from the table the server and client enforce.
import { homePath } from '../src/client/routing/homePath.ts';
import { ANYONE, SIGNED_IN, type Grant } from '../src/shared/permissions.ts';
import { kindOfRole, ROLES, type Role } from '../src/shared/roles.ts';

/** The short codes the tables use, and what each role is for. */
const ROLE_LEGEND: Record<Role, { code: string; who: string }> = {
  super_admin: { code: 'SA', who: 'the platform team: onboards and approves organizations, reaches every one' },
  super_admin_sales_manager: { code: 'SM', who: "the platform's sales manager: works for the developers and brokers assigned to him" },
  developer_admin: { code: 'DA', who: "a developer's admin: manages its inventory, members, pipelines and tags" },
  developer: { code: 'D', who: "a developer's staff: views inventory, builds his own sale offers, works the CRM" },
  broker_admin: { code: 'BA', who: "a brokerage's admin: manages its members, pipelines and tags" },
  broker: { code: 'B', who: "a brokerage's staff: works the CRM" },
};

/** Titles of the areas, by the prefix of their actions; an area not named here is titled by its prefix. */
const AREA_TITLES: Record<string, string> = {
  organizations: 'Organizations',
  contracts: 'Contracts',
  users: 'Users',
  audit: 'Audit log',
  contacts: 'Contacts',
  messenger: 'Messenger',
  crm: 'CRM',
  inventory: 'Inventory',
  sale_offers: 'Sale offers',
  reports: 'Reports',
  account: 'Own account',
  public: 'Public',
};

/**
 * What the role list alone does not say: the scope a service narrows an allowed caller to. Each
 * names an action of the matrix; a note left behind by a renamed action fails the rendering.
 */
export const PERMISSION_NOTES: Readonly<Record<string, string>> = {
  'organizations.list': 'SM: only his assigned organizations',
  'organizations.show': 'DA, BA: their own organization; SM: assigned ones',
  'organizations.view_own': 'the "My organization" screen: their own organization',
  'organizations.registration.view':
    'bank, signatory and licence a signup declared; SA: every organization (`organizations.edit`); DA, BA: their own',
  'organizations.update': "DA, BA: their own organization's profile fields",
  'organizations.edit': 'status (approve, suspend, reactivate), kind, any field, delete',
  'organizations.members.view': 'SM: assigned organizations; DA, BA: their own',
  'organizations.members.manage':
    'invite, role, enable, remove, create a user; DA, BA: their own organization; the last enabled admin is protected',
  'organizations.api_tokens':
    "a call made with an organization token acts in that organization only, as its admin role, narrowed by the token's abilities",
  'organizations.documents.manage': 'store, edit, delete; DA, BA: their own organization',
  'contracts.view': "DA, BA: their own organization's contracts",
  'contracts.download': "DA, BA: their own organization's contracts",
  'contracts.manage': 'create from a template, renew',
  'contacts.companies': 'acting in the platform organization',
  'contacts.brokers': 'acting in the platform organization',
  'messenger.logs': 'acting in the platform organization',
  'messenger.templates': 'acting in the platform organization',
  'crm.interact': 'leads, notes, documents, deals, activities: view, create, update; own organization',
  'crm.delete': 'leads (one or in bulk), notes, documents, deals, activities',
  'crm.pipelines.manage': 'stages included',
  'inventory.view': 'projects, buildings, units, media, plans; SM: his assigned developer organizations',
  'inventory.manage': 'projects, buildings, units, media, plans, embeds',
  'inventory.units.restricted': "a unit's status and price only, in his assigned developer organizations",
  'inventory.units.bulk': 'bulk unit generation',
  'inventory.units.reopen_sold': 'move a sold unit back to another status; for everyone else sold is final',
  'sale_offers.create': "and building one's own drafts (units, plans, PDF)",
  'sale_offers.list': 'plus the creator for his own offers (routes also admit `sale_offers.create`)',
  'sale_offers.show': 'plus the creator for his own offers (routes also admit `sale_offers.create`)',
  'sale_offers.manage': 'any offer of the organization',
  'sale_offers.view_all': "every developer's offers, acting in the platform organization; with `sale_offers.delete`, deletes any of them",
  'reports.inventory':
    'sales by period, inventory snapshot (and their Excel exports); DA: his organization; SM: his assigned developer organizations, one picked or all; SA: the developer organization he picks',
  'reports.crm': 'pipeline movement, lead source performance (and their Excel exports); own organization',
  account: 'own profile, password, 2FA, devices, invitations, notifications, saved filters',
  public: 'health, API docs, sign-in, registration, password reset, 2FA challenge, signup, countries, embeds and their enquiry form',
};

const code = (role: Role) => ROLE_LEGEND[role].code;

function who(grant: Grant): string {
  if (grant === SIGNED_IN) return `every signed-in user (\`${SIGNED_IN}\`), with or without an organization`;
  if (grant === ANYONE) return `anyone (\`${ANYONE}\`), no token needed`;
  if (grant.length === 0) return 'nobody';
  return ROLES.filter((role) => grant.includes(role))
    .map(code)
    .join(', ');
}

const areaOf = (action: string) => action.split('.')[0]!;

/** The markdown of docs/permissions.md for a matrix of action → grant. */
export function renderPermissionsDoc(permissions: Readonly<Record<string, Grant>>): string {
  const unknownNotes = Object.keys(PERMISSION_NOTES).filter((action) => !Object.hasOwn(permissions, action));
  if (unknownNotes.length > 0) throw new Error(`PERMISSION_NOTES names actions the matrix lacks: ${unknownNotes.join(', ')}`);

  const areas = new Map<string, string[]>();
  for (const action of Object.keys(permissions)) {
    const area = areaOf(action);
    areas.set(area, [...(areas.get(area) ?? []), action]);
  }

  const lines = [
    '# Permissions',
    '',
    '<!-- Generated from src/shared/permissions.ts by scripts/permissions-doc.ts: do not edit by hand. -->',
    '',
    'Generated from `src/shared/permissions.ts` by `scripts/permissions-doc.ts`; do not edit it by hand.',
    'After changing the matrix, run `npm run docs:permissions` and commit the result',
    '(`tests/shared/permissions-doc.test.ts` fails while this file is out of date).',
    '',
    'The matrix maps each action to the roles that may take it; anything not granted is refused.',
    'The server checks the action every route declares (`config.action`) against it before the',
    "request is validated; the client's `canAccess` reads the same table to show or hide menus,",
    "buttons and pages. A role is the caller's role in the organization the call acts in",
    '(`organization_id`); "own organization" below means that one. Services then narrow an allowed',
    'caller to his scope, as the notes say.',
    '',
    '## Roles',
    '',
    '| code | role | organization kind | who |',
    '|---|---|---|---|',
    ...ROLES.map((role) => `| ${code(role)} | \`${role}\` | ${kindOfRole(role)} | ${ROLE_LEGEND[role].who} |`),
    '',
  ];

  for (const [area, actions] of areas) {
    lines.push(`## ${AREA_TITLES[area] ?? area}`, '', '| action | who | notes |', '|---|---|---|');
    for (const action of actions) lines.push(`| \`${action}\` | ${who(permissions[action]!)} | ${PERMISSION_NOTES[action] ?? ''} |`);
    lines.push('');
  }

  lines.push(
    '## Home pages',
    '',
    'Where a signed-in user lands (`src/client/routing/homePath.ts`), by his role in the current organization:',
    '',
    '| role | home page |',
    '|---|---|',
    '| none (no enabled membership) | `' + homePath(null) + '` |',
    ...ROLES.map((role) => `| ${code(role)} | \`${homePath(role)}\` |`),
    '',
  );
  return lines.join('\n');
}
