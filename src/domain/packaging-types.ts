// Packaging types of the quote calculator (spec §3 "public booking data": packaging_types with id
// and name). Ids are strings because the form's select submits strings; '10' is the default (§9).

export type PackagingType = { id: string; name: string };

export const DEFAULT_PACKAGING_TYPE_ID = '10';

export const packagingTypes: readonly PackagingType[] = [
  { id: '10', name: 'Pallet (standard Australian, 1165 x 1165 mm)' },
  { id: '11', name: 'Pallet (oversized or non-standard)' },
  { id: '12', name: 'Skid' },
  { id: '13', name: 'Carton' },
  { id: '14', name: 'Crate' },
  { id: '15', name: 'Drum' },
  { id: '16', name: 'IBC (intermediate bulk container)' },
  { id: '17', name: 'Bundle or lengths' },
  { id: '18', name: 'Roll or coil' },
  { id: '19', name: 'Bag or bulk bag' },
  { id: '20', name: 'Stillage or cage' },
  { id: '21', name: 'Machinery (unpacked)' },
];

export function isPackagingTypeId(id: string): boolean {
  return packagingTypes.some((t) => t.id === id);
}

export function packagingTypeName(id: string): string {
  return packagingTypes.find((t) => t.id === id)?.name ?? id;
}
