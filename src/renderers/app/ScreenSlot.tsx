import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import type { RouteMeta } from '../../runtime/metadata/RouteMeta';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { usePageTitle } from '../hooks/usePageTitle';
import type { ScreenRegistry } from '../registry/ScreenRegistry';
import { screenFor } from '../registry/screenFor';
import { prefetchShellPieces } from './prefetchShellPieces';

/** Mounts with the screen (same Suspense boundary): the page has shown, the shell's later pieces may come. */
function ScreenShown() {
  useEffect(() => prefetchShellPieces(), []);
  return null;
}

/**
 * Renders a route's screen from the registry, with the route's metadata and path parameters. The route's
 * title names the document ("Atividades · Campo") here, so every route has one, whatever its screen does.
 * A screen whose code cannot be downloaded shows the reload message inside the layout.
 */
export function ScreenSlot(props: { route: RouteMeta; screens: ScreenRegistry }) {
  const params = useParams();
  usePageTitle(props.route.title);
  const Screen = screenFor(props.screens, props.route);
  return (
    <ChunkErrorBoundary key={props.route.name}>
      <Suspense fallback={<FullPageSpinner />}>
        <Screen key={props.route.name} route={props.route} params={params} />
        <ScreenShown />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
