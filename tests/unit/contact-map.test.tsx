// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfficeMap } from '@/features/contact/office-map';
import { OFFICE_LOCATION, openStreetMapEmbedUrl } from '@/features/contact/office-location';

// The contact page's map (issue 19, part 1): a static placeholder until the visitor asks, then the office
// on OpenStreetMap (no Google Maps key) at zoom 15.

// Google's loader itself is the library's business: here, only when the map is asked for.
vi.mock('@/features/contact/google-map', () => ({
  GoogleOfficeMap: ({ apiKey }: { apiKey: string }) => <div data-testid="google-map" data-key={apiKey} />,
}));

const labels = {
  map: 'Map of the office in Lisbon',
  show: 'Show map',
  notice: 'The map comes from OpenStreetMap, which then receives your IP address.',
};

afterEach(cleanup);

describe('the keyless map’s address', () => {
  it('puts the marker on the office, in the middle of the box', () => {
    const url = new URL(openStreetMapEmbedUrl({ width: 600, height: 450 }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe(`${OFFICE_LOCATION.lat},${OFFICE_LOCATION.lng}`);
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect((west! + east!) / 2).toBeCloseTo(OFFICE_LOCATION.lng, 4);
    expect((south! + north!) / 2).toBeCloseTo(OFFICE_LOCATION.lat, 4);
  });

  it.each([
    [358, 268],
    [600, 450],
    [1200, 900],
  ])('boxes a %i × %i frame so it opens at zoom 15: fits at 15, not at 16', (width, height) => {
    const url = new URL(openStreetMapEmbedUrl({ width, height }));
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    const pixelsAt = (zoom: number) => (east! - west!) / (360 / (256 * 2 ** zoom));
    expect(pixelsAt(15)).toBeLessThanOrEqual(width);
    expect(pixelsAt(16)).toBeGreaterThan(width);
    // Latitude: the box's height at zoom 15 (degrees shrink by cos(latitude)) fits the frame too.
    const latitudePixels =
      (north! - south!) / ((360 / (256 * 2 ** 15)) * Math.cos((OFFICE_LOCATION.lat * Math.PI) / 180));
    expect(latitudePixels).toBeLessThanOrEqual(height);
    expect(latitudePixels * 2).toBeGreaterThan(height);
  });
});

describe('OfficeMap without a key', () => {
  it('is a placeholder that says where the map comes from, with no frame', () => {
    const { container } = render(<OfficeMap apiKey="" markerTitle="Office" labels={labels} />);
    const region = screen.getByRole('region', { name: labels.map });
    expect(region).toHaveTextContent(labels.notice);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows OpenStreetMap at the office when asked, and moves the focus to the map', () => {
    render(<OfficeMap apiKey="" markerTitle="Office" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: labels.show }));
    const frame = screen.getByTitle(labels.map);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(screen.queryByRole('button', { name: labels.show })).toBeNull();
    expect(screen.getByRole('region', { name: labels.map })).toHaveFocus();
  });
});

describe('OfficeMap with a Google Maps key', () => {
  it('renders Google’s map (and so loads its script) only once the visitor asks for it', async () => {
    render(
      <OfficeMap apiKey="test-key" markerTitle="Office" labels={{ ...labels, notice: 'Google Maps' }} />,
    );
    expect(screen.queryByTestId('google-map')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: labels.show }));
    expect(await screen.findByTestId('google-map')).toHaveAttribute('data-key', 'test-key');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
