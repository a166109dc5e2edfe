// Enlarged images with zoom: 25 % to 400 %, starting at 150 %, in 25 % steps
// (foundation.md §9). ImageModal is the one-image case used by thumbnails.
import { useState } from 'react';
import { Icon } from './Icon';
import { Modal } from './Modal';

/** Zoom limits and step, as fractions. */
export const ZOOM = { min: 0.25, max: 4, start: 1.5, step: 0.25 } as const;
// Width in pixels that 100 % stands for; 150 % then fills a medium modal.
const BASE_WIDTH = 320;

/** Clamps a zoom value to the allowed range. */
export function clampZoom(z: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(z / ZOOM.step) * ZOOM.step));
}

/** A modal showing one of several images with zoom and navigation. */
export function ImageGallery({ images, title = 'Imagen', onClose }: { images: string[]; title?: string; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const src = images[index];
  const go = (d: number) => {
    setIndex((i) => (i + d + images.length) % images.length);
    setZoom(ZOOM.start);
  };
  return (
    <Modal title={title} size="lg" onClose={onClose}>
      <div className="gallery-toolbar">
        <button type="button" className="btn btn-light btn-sm" aria-label="Alejar" onClick={() => setZoom((z) => clampZoom(z - ZOOM.step))} disabled={zoom <= ZOOM.min}>
          <Icon name="zoomOut" />
        </button>
        <span className="gallery-zoom">{Math.round(zoom * 100)} %</span>
        <button type="button" className="btn btn-light btn-sm" aria-label="Acercar" onClick={() => setZoom((z) => clampZoom(z + ZOOM.step))} disabled={zoom >= ZOOM.max}>
          <Icon name="zoomIn" />
        </button>
        <button type="button" className="btn btn-light btn-sm" onClick={() => setZoom(ZOOM.start)}>
          Restablecer
        </button>
        {images.length > 1 && (
          <span className="gallery-nav">
            <button type="button" className="btn btn-light btn-sm" aria-label="Anterior" onClick={() => go(-1)}>
              <Icon name="chevronLeft" />
            </button>
            {index + 1} / {images.length}
            <button type="button" className="btn btn-light btn-sm" aria-label="Siguiente" onClick={() => go(1)}>
              <Icon name="chevronRight" />
            </button>
          </span>
        )}
      </div>
      <div className="gallery-stage">
        {src ? <img src={src} alt={title} style={{ width: `${BASE_WIDTH * zoom}px` }} /> : <Icon name="image" size={64} />}
      </div>
    </Modal>
  );
}

/** The enlarged view of a single image. */
export function ImageModal({ src, title, onClose }: { src: string; title?: string; onClose: () => void }) {
  return <ImageGallery images={[src]} title={title} onClose={onClose} />;
}

/** The thumbnail variant of an image URL. */
export function thumbUrl(src: string): string {
  return src.includes('?') ? `${src}&thumb=1` : `${src}?thumb=1`;
}

/** A small clickable thumbnail (the `?thumb=1` variant) or a placeholder. */
export function Thumb({ src, alt, onOpen }: { src: string | null | undefined; alt: string; onOpen?: (src: string) => void }) {
  if (!src) {
    return (
      <span className="thumb thumb-empty" role="img" aria-label="Sin imagen">
        <Icon name="image" />
      </span>
    );
  }
  return (
    <button type="button" className="thumb" onClick={() => onOpen?.(src)} title="Ver imagen">
      <img src={thumbUrl(src)} alt={alt} loading="lazy" />
    </button>
  );
}
