// Sale offers (DOMAIN.md "Sale offer"): an offer of a developer's units to a client, each unit
// with its chosen payment plan. Conventions as at the top of schema.ts.
export {};
