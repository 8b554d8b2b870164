/** The agency's office in central Lisbon (Príncipe Real), where the contact map is centred. */
export const OFFICE_LOCATION = { lat: 38.71661, lng: -9.14904 } as const;

export const OFFICE_MAP_ZOOM = 15;

/** The keyless map (no Google Maps key configured): OpenStreetMap's embeddable page. */
const OPENSTREETMAP_ORIGIN = 'https://www.openstreetmap.org';

/** Web Mercator tiles are 256 px wide: the whole world's 360° at zoom 0. */
const TILE_SIZE = 256;
// OpenStreetMap's embed takes a box and shows it at the closest zoom that fits the frame: a box a little
// smaller than the frame at zoom 15 fits at 15 and not at 16.
const BOX_SHARE_OF_FRAME = 0.9;

/** Framed so that a frame of this size in CSS pixels shows the office at OFFICE_MAP_ZOOM. */
export function openStreetMapEmbedUrl(frame: { width: number; height: number }): string {
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** OFFICE_MAP_ZOOM);
  const halfWidth = (frame.width * BOX_SHARE_OF_FRAME * degreesPerPixel) / 2;
  // Near the office, a pixel spans fewer degrees of latitude than of longitude (by cos(latitude)).
  const halfHeight =
    (frame.height * BOX_SHARE_OF_FRAME * degreesPerPixel * Math.cos((OFFICE_LOCATION.lat * Math.PI) / 180)) /
    2;
  const { lat, lng } = OFFICE_LOCATION;
  const box = [lng - halfWidth, lat - halfHeight, lng + halfWidth, lat + halfHeight];
  const query = new URLSearchParams({
    bbox: box.map((value) => value.toFixed(5)).join(','),
    layer: 'mapnik',
    marker: `${lat},${lng}`,
  });
  return `${OPENSTREETMAP_ORIGIN}/export/embed.html?${query}`;
}

/** Google Maps' search for the office address (or the coordinates when the panel has no address). */
export function openInMapsUrl(address: string): string {
  const query = address || `${OFFICE_LOCATION.lat},${OFFICE_LOCATION.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
