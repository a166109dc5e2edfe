// The "Volver" button of detail and form pages.
import { useLocation } from 'wouter';
import { Icon } from './Icon';

/** Goes to `href`, or back in history when none is given. */
export function BackButton({ href, label = 'Volver' }: { href?: string; label?: string }) {
  const [, navigate] = useLocation();
  return (
    <button type="button" className="btn btn-light" onClick={() => (href ? navigate(href) : history.back())}>
      <Icon name="arrowLeft" /> {label}
    </button>
  );
}
