// The platform's contacts and messenger tables (DOMAIN.md "Contacts and messenger"): company and
// broker contacts, message templates, message logs and the job queue that sends them. Conventions
// as at the top of schema.ts.
export {};
