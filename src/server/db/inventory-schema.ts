// The inventory's tables (DOMAIN.md "Inventory"): amenities, projects, buildings, their media
// and payment plans. Kept apart from schema.ts (accounts, organizations, CRM) so each area's
// tables read as one file; both share the conventions written at the top of schema.ts.
export {};
