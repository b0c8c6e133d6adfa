// The screens people open straight from a bookmark or a shared link, and the module each one's
// page comes from. index.html asks for these screens' chunks alongside the first chunk, when the
// address is one of them and a session is stored (scripts/landing-preloads.ts): on a phone's
// network the page's own code then arrives with the shell's instead of a round trip after the
// shell has rendered (bench/RESULTS-client.md, "third pass"). The modules are the ones the routes
// load (crm/leads, inventory/units, crm/deals/routes.tsx); the build fails when one is not a chunk
// of its own, and tests/client/landingScreens.test.ts holds the paths to the routes.
export interface LandingScreen {
  /** A route path: `:name` stands for one segment. */
  path: string;
  /** The page's module, from the project root. */
  module: string;
}

export const LANDING_SCREENS: readonly LandingScreen[] = [
  { path: '/crm/leads', module: 'src/client/crm/leads/LeadList.tsx' },
  { path: '/inventory/units', module: 'src/client/inventory/units/UnitList.tsx' },
  { path: '/crm/pipelines/kanban/:id', module: 'src/client/crm/deals/KanbanPage.tsx' },
];
