// Renders the page of the current /admin path from the route table, or the
// denial text when the user's role may not open it.
import { Suspense } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { MSG } from '../lib/messages';
import type { User } from '../lib/session';
import { Loading } from '../components/Feedback';
import { Icon } from '../components/Icon';
import { canOpen, type AppRoute, type RouteParams } from './guard';
import { ROUTES } from './routes';

/** The "No tienes permisos para acceder a esta ruta" screen. */
export function Denied() {
  return (
    <div className="state-page">
      <span className="state-icon state-icon-danger">
        <Icon name="lock" size={40} />
      </span>
      <h1>{MSG.denied}</h1>
      <Link href="/admin" className="btn btn-primary">
        <Icon name="home" /> Ir al inicio
      </Link>
    </div>
  );
}

function NotFound() {
  return (
    <div className="state-page">
      <span className="state-icon">
        <Icon name="info" size={40} />
      </span>
      <h1>{MSG.notFound}</h1>
      <Link href="/admin" className="btn btn-primary">
        <Icon name="home" /> Ir al inicio
      </Link>
    </div>
  );
}

/** Shows a route's page if the user may open it. */
export function Guarded({ route, user, params }: { route: AppRoute; user: User; params: RouteParams }) {
  const [location] = useLocation();
  if (!canOpen(route, user, params)) return <Denied />;
  const Page = route.page;
  // Keyed by location: moving between two ids of one screen starts it afresh.
  // A page's code may still be on its way (lazyPage): a spinner meanwhile.
  return (
    <Suspense fallback={<Loading />}>
      <Page key={location} />
    </Suspense>
  );
}

/** The switch of every /admin route. */
export function AdminRoutes({ user, routes = ROUTES }: { user: User; routes?: AppRoute[] }) {
  return (
    <Switch>
      {routes.map((r) => (
        <Route key={r.path} path={r.path}>
          {(params: RouteParams) => <Guarded route={r} user={user} params={params} />}
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
