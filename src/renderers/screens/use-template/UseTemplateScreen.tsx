import { Navigate } from 'react-router';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../../registry/ScreenProps';

/**
 * Use-template links (`/use-template/:id/:name`): a signed-in user goes to the new-form screen with the
 * template; anyone else to register with the template id as a query value (spec 000 section 2).
 */
export function UseTemplateScreen(props: ScreenProps) {
  const status = useSession((s) => s.status);
  const id = props.params.id ?? '';
  const name = props.params.name ?? '';
  const to =
    status === 'authenticated'
      ? `/form/new?${new URLSearchParams({ template: id, name }).toString()}`
      : `/register?${new URLSearchParams({ template: id }).toString()}`;
  return <Navigate to={to} replace />;
}
