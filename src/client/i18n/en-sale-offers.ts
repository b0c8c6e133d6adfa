// English messages of sale offers: `saleOfferMessages` is en.ts's `sale_offers.*` and
// `saleOfferResourceMessages` sits under `resources.*`.
export const saleOfferResourceMessages = {};

export const saleOfferMessages = {};
