import { Navigate } from 'react-router';
import { landingPath } from '../../../runtime/navigation/landingPath';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useRuntime } from '../../hooks/useRuntime';

/** The home alias `/`: sends the user to their landing page (task list, approvals, first menu item...). */
export function LandingScreen() {
  const { metadata } = useRuntime();
  const access = useAccessContext();
  return <Navigate to={landingPath(metadata.routes, metadata.menus, access)} replace />;
}
