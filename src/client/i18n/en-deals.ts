// English messages of pipelines, stages and deals: `dealMessages` sit under `crm.*` and
// `dealResourceMessages` under `resources.*` of en.ts.
export const dealResourceMessages = {};

export const dealMessages = {};
