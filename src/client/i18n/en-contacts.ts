// English messages of company and broker contacts and the messenger: `contactMessages` is en.ts's
// `contacts.*` and `contactResourceMessages` sits under `resources.*`.
export const contactResourceMessages = {};

export const contactMessages = {};
