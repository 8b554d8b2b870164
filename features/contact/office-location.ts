/** The agency's office in central Lisbon (Príncipe Real), where the contact map is centred. */
export const OFFICE_LOCATION = { lat: 38.71661, lng: -9.14904 } as const;

/** The map opens at zoom 15. */
export const OFFICE_MAP_ZOOM = 15;

/** Google Maps' search for the office address (or the coordinates when the panel has no address). */
export function openInMapsUrl(address: string): string {
  const query = address || `${OFFICE_LOCATION.lat},${OFFICE_LOCATION.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
