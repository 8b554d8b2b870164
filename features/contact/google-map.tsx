'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { OFFICE_LOCATION, OFFICE_MAP_ZOOM } from './office-location';
import styles from './office-map.module.css';

const MAP_OPTIONS: google.maps.MapOptions = {
  scrollwheel: false,
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
};

/** The Google Map itself, with the Maps script; `onError` when the script cannot load. */
export function GoogleOfficeMap({
  apiKey,
  markerTitle,
  onError,
}: {
  apiKey: string;
  markerTitle: string;
  onError: () => void;
}) {
  const locale = useLocale();
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    language: locale,
    region: 'PT',
  });

  useEffect(() => {
    if (loadError) onError();
  }, [loadError, onError]);

  if (!isLoaded) return null;
  return (
    <GoogleMap
      mapContainerClassName={styles.map}
      center={OFFICE_LOCATION}
      zoom={OFFICE_MAP_ZOOM}
      options={MAP_OPTIONS}
    >
      <MarkerF position={OFFICE_LOCATION} title={markerTitle} />
    </GoogleMap>
  );
}
