/** The surcharges of a rate card as the console's form sends them, for tests that import a card. */
export const SURCHARGES = {
  dangerous_goods_percent: '15',
  dangerous_goods_flat: '75.00',
  hand_unload_per_pallet: '45.00',
  tailgate: '65.00',
  trailer_split: '120.00',
};
