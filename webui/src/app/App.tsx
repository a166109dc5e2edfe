// The application root: providers, then the sign-in page at `/` and the
// authenticated shell for everything under /admin.
import { Redirect, Route, Switch } from 'wouter';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../lib/useSession';
import { LoginPage } from '../pages/login/LoginPage';
import { Shell } from './Shell';

/** The whole UI. */
export function App() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Switch>
          <Route path="/" component={LoginPage} />
          <Route path="/admin" component={Shell} />
          <Route path="/admin/*" component={Shell} />
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </SessionProvider>
    </ToastProvider>
  );
}
