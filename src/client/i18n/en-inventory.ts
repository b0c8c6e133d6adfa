// English messages of the inventory: `inventoryMessages` is en.ts's `inventory.*` and
// `inventoryResourceMessages` sits under `resources.*`.
export const inventoryResourceMessages = {};

export const inventoryMessages = {};
