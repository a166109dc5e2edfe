// Pages load on demand: each area's code is fetched the first time one of its
// screens opens, so the sign-in page and the shell stay small however many
// areas the back-office grows (Guarded shows a spinner meanwhile).
import { lazy, type ComponentType } from 'react';
import { LoadError } from '../components/Feedback';

/** Shown when a page's code cannot be fetched (the server was updated or is unreachable). */
function PageUnavailable() {
  return <LoadError text="No se pudo cargar la pantalla. Recargue la página." />;
}

/**
 * The page exported as `name` by the module `load` imports, fetched when it is
 * first rendered: `lazyPage(() => import('../pages/x/XPage'), 'XPage')`.
 */
export function lazyPage<M extends { [P in K]: ComponentType<any> }, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() => load().then((m): { default: ComponentType<any> } => ({ default: m[name] }), () => ({ default: PageUnavailable })));
}
