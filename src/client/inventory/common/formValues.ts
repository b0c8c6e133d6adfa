// Turning what inputs hold into what the API takes: empty texts and numbers become null, so an
// optional field can be cleared.
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
export const toNumberOrNull = (value: unknown) => (value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value));
